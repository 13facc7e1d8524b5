import { LatheGeometry, Vector2 } from 'three';

/** A hooded cloak falling from the neck over broad shoulders, as a profile turned on a lathe. */
export function createCloakGeometry(segments = 48): LatheGeometry {
  const profile = [
    [0.001, 0.3],
    [0.3, 0.28],
    [0.33, 0.0],
    [0.45, -0.3],
    [0.95, -0.52],
    [1.45, -0.8],
    [1.7, -1.3],
    [1.8, -2.2],
  ].map(([r, y]) => new Vector2(r, y));
  return new LatheGeometry(profile, segments);
}
