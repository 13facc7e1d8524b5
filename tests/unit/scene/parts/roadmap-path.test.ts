import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { roadmap } from '../../../../src/content/roadmap';
import { stoneLayout, waypointFire } from '../../../../src/scene/parts/roadmap-path';
import { pathPoints } from '../../../../src/scene/story/world';

describe('stoneLayout', () => {
  it('lays 56 stones by default, or as many as asked', () => {
    expect(stoneLayout()).toHaveLength(56);
    expect(stoneLayout(8)).toHaveLength(8);
  });

  it('runs from the near end of the path to its far end', () => {
    const stones = stoneLayout();
    const near = new Vector3(...pathPoints[0]!);
    const far = new Vector3(...pathPoints.at(-1)!);
    // Each stone sits a little to one side of the path's line.
    expect(new Vector3(...stones[0]!.position).distanceTo(near)).toBeCloseTo(0.22, 6);
    expect(new Vector3(...stones.at(-1)!.position).distanceTo(far)).toBeCloseTo(0.22, 6);
    for (let i = 1; i < stones.length; i++) {
      expect(stones[i]!.position[2]).toBeLessThan(stones[i - 1]!.position[2]);
    }
  });

  it('sets the stones by turns left and right of the line, flat on the ground', () => {
    const stones = stoneLayout(12);
    for (const { position, rotation, scale } of stones) {
      expect(position[1]).toBeLessThan(-0.8);
      expect(rotation[0]).toBe(0);
      expect(rotation[2]).toBe(0);
      // Flat: wider and deeper than tall.
      expect(scale[1]).toBeLessThan(scale[0]);
      expect(scale[1]).toBeLessThan(scale[2]);
      for (const s of scale) expect(s).toBeGreaterThan(0);
    }
    // Stone 0 is right of stone 1, which is left of stone 2 (the path bends little between them).
    expect(stones[0]!.position[0]).toBeGreaterThan(stones[1]!.position[0]);
    expect(stones[2]!.position[0]).toBeGreaterThan(stones[1]!.position[0]);
  });

  it('lays them out the same on every call', () => {
    expect(stoneLayout()).toEqual(stoneLayout());
  });
});

describe('waypointFire', () => {
  it('has a fire for every phase status the roadmap uses', () => {
    for (const phase of roadmap) expect(waypointFire).toHaveProperty(phase.status);
  });

  it('burns the current phase brightest and largest, and the far future dimmest', () => {
    const { completed, current, upcoming, future } = waypointFire;
    for (const other of [completed, upcoming, future]) {
      expect(current.intensity).toBeGreaterThan(other.intensity);
      expect(current.size).toBeGreaterThan(other.size);
    }
    expect(upcoming.intensity).toBeGreaterThan(future.intensity);
    expect(future.intensity).toBe(
      Math.min(completed.intensity, upcoming.intensity, future.intensity),
    );
    expect(current.color).toBe('flame');
  });
});
