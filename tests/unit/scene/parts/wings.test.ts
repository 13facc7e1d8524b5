import { describe, expect, it } from 'vitest';
import { wingFeathers } from '../../../../src/scene/parts/wings';

describe('wingFeathers', () => {
  it('has seven feathers a wing, or as many as asked', () => {
    expect(wingFeathers()).toHaveLength(7);
    expect(wingFeathers(4)).toHaveLength(4);
  });

  it('fans them out from the shoulder blade, longest at the top', () => {
    const feathers = wingFeathers();
    expect(feathers[0]!.position.map(Math.abs)).toEqual([0, 0, 0]);
    expect(feathers[0]!.scale[1]).toBeCloseTo(2.1, 12);
    expect(feathers.at(-1)!.scale[1]).toBeCloseTo(1, 12);
    for (let i = 1; i < feathers.length; i++) {
      const [before, feather] = [feathers[i - 1]!, feathers[i]!];
      expect(feather.scale[1]).toBeLessThan(before.scale[1]);
      // Each one turned further down, a little out, down and back from the last.
      expect(feather.rotation[2]).toBeLessThan(before.rotation[2]);
      expect(feather.position[0]).toBeGreaterThan(before.position[0]);
      expect(feather.position[1]).toBeLessThan(before.position[1]);
      expect(feather.position[2]).toBeLessThan(before.position[2]);
    }
    // From 14° below the horizontal at the top of the fan to 86° at its foot.
    expect(feathers[0]!.rotation[2]).toBeCloseTo(-0.25, 12);
    expect(feathers.at(-1)!.rotation[2]).toBeCloseTo(-1.5, 12);
  });

  it('keeps every feather the same width', () => {
    for (const { scale } of wingFeathers(5)) expect([scale[0], scale[2]]).toEqual([1.5, 1]);
  });
});
