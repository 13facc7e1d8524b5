// Every formatter takes the page's Intl locale explicitly: the pre-rendered HTML and the hydrated
// page must agree, so nothing here may fall back to the browser's own locale.

export const formatNumber = (value: number, locale: string): string => value.toLocaleString(locale);

export const formatUsd = (value: number, locale: string): string =>
  value.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatPercent = (value: number, locale: string): string =>
  (value / 100).toLocaleString(locale, { style: 'percent' });

/** A month of a year, such as "June 2025" or "junio de 2025"; `month` is an ISO "YYYY-MM". */
export const formatMonth = (month: string, locale: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
