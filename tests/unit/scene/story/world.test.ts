import { describe, expect, it } from 'vitest';
import { features } from '../../../../src/content/features';
import { roadmap } from '../../../../src/content/roadmap';
import {
  emberRing,
  gatePositions,
  keyGateIndex,
  keyStart,
  pathPoints,
  waypointAt,
} from '../../../../src/scene/story/world';

describe("the realms' gates", () => {
  const gates = gatePositions(features.length);

  it('are one for each feature, in an arc far behind the warrior', () => {
    expect(gates).toHaveLength(6);
    for (const [x, y, z] of gates) {
      expect(Math.hypot(x, z - 1)).toBeCloseTo(9, 9);
      expect(z).toBeLessThan(-6);
      expect(y).toBeGreaterThan(1);
    }
  });

  it('stand left to right, mirrored across his axis', () => {
    const xs = gates.map(([x]) => x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1]!);
    xs.forEach((x, i) => expect(x).toBeCloseTo(-xs[xs.length - 1 - i]!, 9));
  });

  it('have the key unlock the one just left of centre, so he does not hide it', () => {
    const [x] = gates[keyGateIndex]!;
    expect(x).toBeLessThan(0);
    expect(x).toBe(Math.max(...gates.map(([gx]) => gx).filter((gx) => gx < 0)));
    // The key sets out in front of his chest.
    expect(keyStart[2]).toBeGreaterThan(0);
  });
});

describe("the roadmap's path", () => {
  it('runs from near to far along the ground', () => {
    for (let i = 1; i < pathPoints.length; i++) {
      expect(pathPoints[i]![2]).toBeLessThan(pathPoints[i - 1]![2]);
    }
    for (const [, y] of pathPoints) expect(y).toBeLessThan(-0.5);
  });

  it('has a waypoint for each phase, in order along it', () => {
    expect(waypointAt).toHaveLength(roadmap.length);
    for (let i = 1; i < waypointAt.length; i++) {
      expect(waypointAt[i]).toBeGreaterThan(waypointAt[i - 1]!);
    }
    expect(waypointAt[0]).toBeGreaterThan(0);
    expect(waypointAt.at(-1)).toBeLessThan(1);
  });
});

describe("the embers' ring", () => {
  it('circles his head, wider than his shoulders', () => {
    expect(emberRing.center[1]).toBeGreaterThan(0.5);
    expect(emberRing.radius).toBeGreaterThan(1);
    expect(Math.abs(emberRing.tilt)).toBeLessThan(Math.PI / 4);
  });
});
