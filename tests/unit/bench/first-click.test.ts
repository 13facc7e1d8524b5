import { describe, expect, it } from 'vitest';
import { firstWorkingClick } from '../../../bench/first-click.js';

const click = (dispatched: number) => ({ input: dispatched - 5, dispatched });
const copy = (at: number) => ({ at, via: 'writeText' });

describe('the first working click (the bench reads a click by what followed it)', () => {
  it('is the first click followed by a copy before the next click went out', () => {
    const clicks = [click(100), click(250), click(400)];
    expect(firstWorkingClick(clicks, [copy(260)])).toEqual({ index: 1, click: clicks[1] });
  });

  it('is the very first one when it copied, whatever came later', () => {
    const clicks = [click(100), click(250)];
    expect(firstWorkingClick(clicks, [copy(101), copy(251)])?.index).toBe(0);
  });

  it('does not credit a click with a copy that came after the next click (a late replay)', () => {
    const clicks = [click(100), click(250)];
    expect(firstWorkingClick(clicks, [copy(300)])?.index).toBe(1);
  });

  it('reads the clicks in the order they were dispatched, and is null when nothing copied', () => {
    const clicks = [click(250), click(100)];
    expect(firstWorkingClick(clicks, [copy(120)])).toEqual({ index: 0, click: clicks[1] });
    expect(firstWorkingClick(clicks, [copy(50)])).toBeNull();
    expect(firstWorkingClick([], [])).toBeNull();
  });
});
