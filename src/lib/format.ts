// A fixed locale keeps the server-rendered HTML and the hydrated page identical.
const LOCALE = 'en-US';

export const formatNumber = (value: number): string => value.toLocaleString(LOCALE);

export const formatUsd = (value: number): string =>
  value.toLocaleString(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatPercent = (value: number): string => `${value}%`;
