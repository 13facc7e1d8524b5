import type { Triple } from '../parts/instances';

/**
 * Where the story's props stand in the world, as plain numbers the beats' camera poses and the
 * props share. The warrior stands at the origin, facing +z, his crest fire about 1.5 up.
 */

/** The realms' gates: an arc behind the warrior, one for each of the game's features. */
export function gatePositions(count: number): Triple[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i - (count - 1) / 2) * 0.22;
    return [9 * Math.sin(angle), 1.4 + 0.35 * Math.cos(i * 1.7), 1 - 9 * Math.cos(angle)];
  });
}

/** The gate the Flame Key unlocks: the one left of centre, so the warrior does not hide it. */
export const keyGateIndex = 2;

/** Where the key sets out from: the warrior's chest, in front of his necklace. */
export const keyStart: Triple = [0.45, 0.1, 0.9];

/** The six embers' ring around the warrior's head. */
export const emberRing = { center: [0, 1.05, 0] as Triple, radius: 1.85, tilt: 0.35 };

/** The roadmap's path, near to far along the ground, and where on it the phases' waypoints stand. */
export const pathPoints: readonly Triple[] = [
  [1.1, -1.55, 2.0],
  [1.7, -1.45, -0.5],
  [1.0, -1.35, -3],
  [2.3, -1.2, -5.5],
  [1.4, -1.05, -8],
  [2.7, -0.9, -10.5],
];
export const waypointAt = [0.18, 0.42, 0.64, 0.86] as const;
