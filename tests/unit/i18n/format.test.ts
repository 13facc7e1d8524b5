import { describe, expect, it } from 'vitest';
import { formatMonth, formatNumber, formatPercent, formatUsd } from '../../../src/i18n/format';

// Intl writes some of these with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('groups digits the way each language does', () => {
    expect(formatNumber(1_000_000_000, 'en-US')).toBe('1,000,000,000');
    expect(formatNumber(1_000_000_000, 'es-ES')).toBe('1.000.000.000');
    expect(formatNumber(1_000_000_000, 'pt-BR')).toBe('1.000.000.000');
    expect(formatNumber(1_000_000_000, 'ko-KR')).toBe('1,000,000,000');
    expect(formatNumber(1_000_000_000, 'zh-CN')).toBe('1,000,000,000');
    // Arabic in Western digits (docs/languages.md), not ١٬٠٠٠٬٠٠٠٬٠٠٠.
    expect(formatNumber(1_000_000_000, 'ar-u-nu-latn')).toBe('1,000,000,000');
  });

  it('writes US dollars, shares and months in the page’s language', () => {
    expect(formatUsd(60_000, 'en-US')).toBe('$60,000');
    expect(plain(formatUsd(60_000, 'es-ES'))).toBe('60.000 US$');
    expect(plain(formatUsd(60_000, 'pt-BR'))).toBe('US$ 60.000');
    expect(plain(formatPercent(30, 'es-ES'))).toBe('30 %');
    expect(formatPercent(30, 'en-US')).toBe('30%');
    expect(formatMonth('2025-06', 'en-US')).toBe('June 2025');
    expect(formatMonth('2025-06', 'es-ES')).toBe('junio de 2025');
    expect(formatMonth('2025-06', 'ko-KR')).toBe('2025년 6월');
    expect(formatMonth('2025-06', 'zh-CN')).toBe('2025年6月');
    expect(formatMonth('2025-06', 'ar-u-nu-latn')).toBe('يونيو 2025');
    // Intl marks the direction of the sign and the number; the digits are Western.
    expect(plain(formatUsd(60_000, 'ar-u-nu-latn')).replace(/[\u200e\u200f\u061c]/g, '')).toBe(
      '60,000 US$',
    );
    expect(formatPercent(30, 'ar-u-nu-latn').replace(/[\u200e\u200f\u061c]/g, '')).toBe('30%');
  });
});
