import { useMemo } from 'react';
import { formatMonth, formatNumber, formatPercent, formatUsd } from './format';
import { useLocale } from './locale-context';

/** Numbers, money, shares and months in the page's language (1.000.000.000 in Spanish). */
export function useFormat() {
  const { intl } = useLocale();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, intl),
      usd: (value: number) => formatUsd(value, intl),
      percent: (value: number) => formatPercent(value, intl),
      month: (month: string) => formatMonth(month, intl),
    }),
    [intl],
  );
}
