import { describe, expect, it } from 'vitest';
import { rollingFigure } from '../../../src/lib/rolling-figure';

describe('rollingFigure', () => {
  it('writes the count with the final figure’s sign, symbols and separators', () => {
    expect(rollingFigure('$60,000', 60_000, 7_250)).toBe('$7,250');
    expect(rollingFigure('$60,000', 60_000, 250)).toBe('$250');
    expect(rollingFigure('$60,000', 60_000, 0)).toBe('$0');
    expect(rollingFigure('$60,000', 60_000, 60_000)).toBe('$60,000');
    expect(rollingFigure('1.000.000.000', 1_000_000_000, 12_345_678)).toBe('12.345.678');
    expect(rollingFigure('60.000\u00a0US$', 60_000, 1_234)).toBe('1.234\u00a0US$');
    expect(rollingFigure('US$\u00a060.000', 60_000, 59_999)).toBe('US$\u00a059.999');
    expect(rollingFigure('100\u00a0%', 100, 7)).toBe('7\u00a0%');
    // Arabic with Western digits: the direction marks stay where Intl put them.
    expect(rollingFigure('\u200f60,000\u00a0US$', 60_000, 8_000)).toBe('\u200f8,000\u00a0US$');
  });

  it('leaves to Intl what it cannot write from the final figure', () => {
    // A fraction, a compact form, digits other than the value's, a count past it or not whole.
    expect(rollingFigure('12.5%', 12.5, 3)).toBeUndefined();
    expect(rollingFigure('1B', 1_000_000_000, 3)).toBeUndefined();
    expect(rollingFigure('$60,000', 61_000, 3)).toBeUndefined();
    expect(rollingFigure('$60,000', 60_000, 600_000)).toBeUndefined();
    expect(rollingFigure('$60,000', 60_000, 2.5)).toBeUndefined();
    expect(rollingFigure('$60,000', 60_000, -1)).toBeUndefined();
    expect(rollingFigure('none', 0, 0)).toBeUndefined();
  });
});
