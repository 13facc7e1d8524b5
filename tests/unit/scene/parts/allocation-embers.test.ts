import { describe, expect, it } from 'vitest';
import { allocation } from '../../../../src/content/allocation';
import { emberSlots } from '../../../../src/scene/parts/allocation-embers';

describe('emberSlots', () => {
  const slots = emberSlots();

  it('has a slot for each of the six shares', () => {
    expect(slots).toHaveLength(6);
    expect(slots).toHaveLength(allocation.length);
  });

  it('goes once round the ring in the chart’s order, each in the middle of its slice', () => {
    for (let i = 1; i < slots.length; i++) {
      expect(slots[i]!.angle).toBeGreaterThan(slots[i - 1]!.angle);
    }
    expect(slots[0]!.angle).toBeGreaterThan(0);
    expect(slots.at(-1)!.angle).toBeLessThan(Math.PI * 2);
    // Public sale, the first 10 %: its middle is 5 % of the way round.
    expect(slots[0]!.angle).toBeCloseTo(0.05 * Math.PI * 2, 12);
    // Rewards, 30 % after 30 %: its middle at 45 %.
    expect(slots[2]!.angle).toBeCloseTo(0.45 * Math.PI * 2, 12);
  });

  it('sizes each ember by its share: a larger share, a larger ember', () => {
    allocation.forEach((a, i) =>
      allocation.forEach((b, j) => {
        if (a.percent > b.percent) expect(slots[i]!.size).toBeGreaterThan(slots[j]!.size);
        if (a.percent === b.percent) expect(slots[i]!.size).toBe(slots[j]!.size);
      }),
    );
  });

  it('gives the area, not the width, to the share, the smallest still seen', () => {
    const size = (percent: number) => slots[allocation.findIndex((a) => a.percent === percent)]!;
    // Sizes go as 0.35 + 0.55 × √(share / largest).
    expect(size(30).size).toBeCloseTo(0.9, 12);
    expect(size(10).size).toBeCloseTo(0.35 + 0.55 * Math.sqrt(1 / 3), 12);
    expect(size(10).size).toBeGreaterThan(0.6);
  });

  it('lays them out the same on every call, in fresh arrays', () => {
    expect(emberSlots()).toEqual(slots);
    expect(emberSlots()).not.toBe(slots);
  });
});
