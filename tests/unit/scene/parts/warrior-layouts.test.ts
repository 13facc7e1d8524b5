import { describe, expect, it } from 'vitest';
import { maskSize } from '../../../../src/scene/geometry/mask-geometry';
import type { InstancePlacement } from '../../../../src/scene/parts/instances';
import {
  beadLayout,
  clawLayout,
  pauldronLayout,
  plumeLayout,
  spikeLayout,
} from '../../../../src/scene/parts/warrior-layouts';

const layouts = {
  plumes: plumeLayout,
  spikes: spikeLayout,
  pauldrons: pauldronLayout,
  beads: beadLayout,
  claws: clawLayout,
};

const xs = (placements: InstancePlacement[]) => placements.map((p) => p.position[0]);
const ys = (placements: InstancePlacement[]) => placements.map((p) => p.position[1]);
const zs = (placements: InstancePlacement[]) => placements.map((p) => p.position[2]);

/** Two angles are the same turn when their sine and cosine agree (π + a and -π + a, say). */
function expectSameAngle(a: number, b: number) {
  expect(Math.cos(a)).toBeCloseTo(Math.cos(b), 9);
  expect(Math.sin(a)).toBeCloseTo(Math.sin(b), 9);
}

/** b is a's mirror image across the x = 0 plane: x and the rotations about y and z flip. */
function expectMirrored(a: InstancePlacement, b: InstancePlacement) {
  expect(b.position[0]).toBeCloseTo(-a.position[0], 9);
  expect(b.position[1]).toBeCloseTo(a.position[1], 9);
  expect(b.position[2]).toBeCloseTo(a.position[2], 9);
  expectSameAngle(b.rotation[0], a.rotation[0]);
  expectSameAngle(b.rotation[1], -a.rotation[1]);
  expectSameAngle(b.rotation[2], -a.rotation[2]);
  b.scale.forEach((s, k) => expect(s).toBeCloseTo(a.scale[k]!, 9));
}

describe('the warrior layouts', () => {
  it('place as many pieces as the warrior draws', () => {
    expect(plumeLayout()).toHaveLength(13);
    expect(spikeLayout()).toHaveLength(7);
    expect(pauldronLayout()).toHaveLength(10);
    expect(beadLayout()).toHaveLength(17);
    expect(clawLayout()).toHaveLength(5);
    expect(plumeLayout(5)).toHaveLength(5);
    expect(pauldronLayout(3)).toHaveLength(6);
  });

  it.each(Object.entries(layouts))(
    'lay %s out the same on every call, in fresh arrays',
    (_, layout) => {
      const first = layout();
      expect(layout()).toEqual(first);
      expect(layout()).not.toBe(first);
    },
  );

  it.each(Object.entries(layouts))('give %s finite, non-zero scales', (_, layout) => {
    for (const { position, rotation, scale } of layout()) {
      for (const value of [...position, ...rotation, ...scale])
        expect(Number.isFinite(value)).toBe(true);
      for (const s of scale) expect(s).toBeGreaterThan(0);
    }
  });

  // The pauldrons mirror shoulder to shoulder instead (below).
  const endToEnd = {
    plumes: plumeLayout,
    spikes: spikeLayout,
    beads: beadLayout,
    claws: clawLayout,
  };
  it.each(Object.entries(endToEnd))('mirror %s end to end across the face', (_, layout) => {
    const placements = layout();
    placements.forEach((placement, i) =>
      expectMirrored(placement, placements[placements.length - 1 - i]!),
    );
  });

  it('put the same pauldrons on both shoulders, left first', () => {
    const placements = pauldronLayout();
    const [left, right] = [placements.slice(0, 5), placements.slice(5)];
    left.forEach((placement, k) => expectMirrored(placement, right[k]!));
    expect(Math.max(...xs(left))).toBeLessThanOrEqual(-0.62);
    expect(Math.min(...xs(right))).toBeGreaterThanOrEqual(0.62);
    // Scales run smaller down the arm, and each one overlaps the next below it.
    for (let k = 1; k < 5; k++) {
      expect(left[k]!.scale[0]).toBeLessThan(left[k - 1]!.scale[0]);
      expect(left[k]!.position[1]).toBeLessThan(left[k - 1]!.position[1]);
    }
    expect(Math.max(...ys(placements))).toBeLessThan(0);
  });

  it('fan the plumes behind the mask, longest in the middle', () => {
    const placements = plumeLayout();
    expect(Math.max(...zs(placements))).toBeLessThan(0);
    expect(Math.min(...ys(placements))).toBeGreaterThan(0);
    expect(Math.min(...xs(placements))).toBeLessThan(0);
    expect(Math.max(...xs(placements))).toBeGreaterThan(0);
    // Two rows, alternating: the back one (odd) longer, each longest in the middle.
    const lengths = placements.map((p) => p.scale[1]);
    const front = lengths.filter((_, i) => i % 2 === 0);
    const back = lengths.filter((_, i) => i % 2 === 1);
    expect(front[3]).toBe(Math.max(...front));
    expect(back[2]).toBe(Math.max(...back));
    expect(back[2]).toBeGreaterThan(front[3]!);
    expect(front[0]).toBeLessThan(front[3]!);
  });

  it('crown the brow of the mask with spikes, tallest in the middle', () => {
    const placements = spikeLayout();
    for (const { position } of placements) {
      expect(Math.abs(position[0])).toBeLessThan(maskSize.halfWidth);
      expect(position[1]).toBeGreaterThan(maskSize.halfHeight * 0.5);
      expect(position[1]).toBeLessThan(maskSize.halfHeight * 1.2);
      expect(position[2]).toBeGreaterThan(0);
    }
    const heights = placements.map((p) => p.scale[1]);
    expect(heights[3]).toBe(Math.max(...heights));
  });

  it('string the beads round the front of the neck, every fourth one larger', () => {
    const placements = beadLayout();
    for (const { position } of placements) {
      expect(Math.abs(position[0])).toBeLessThanOrEqual(0.62);
      expect(position[1]).toBeLessThanOrEqual(-0.98);
      expect(position[1]).toBeGreaterThanOrEqual(-1.14);
      expect(position[2]).toBeGreaterThan(0);
    }
    const sizes = placements.map((p) => p.scale[0]);
    expect(sizes.filter((s) => s > 0.05)).toHaveLength(4);
    expect(sizes[2]).toBeGreaterThan(sizes[1]!);
  });

  it('hang the claws point down from the middle of the bead string', () => {
    const beads = beadLayout();
    const claws = clawLayout();
    const beadXs = xs(beads);
    for (const { position, rotation } of claws) {
      expect(position[0]).toBeGreaterThan(Math.min(...beadXs));
      expect(position[0]).toBeLessThan(Math.max(...beadXs));
      expect(Math.cos(rotation[2])).toBeLessThan(-0.9);
      const nearest = beads.reduce((best, bead) =>
        Math.abs(bead.position[0] - position[0]) < Math.abs(best.position[0] - position[0])
          ? bead
          : best,
      );
      expect(position[1]).toBeLessThan(nearest.position[1]);
      expect(position[1]).toBeGreaterThan(nearest.position[1] - 0.1);
    }
    const lengths = claws.map((c) => c.scale[1]);
    expect(lengths[2]).toBe(Math.max(...lengths));
  });
});
