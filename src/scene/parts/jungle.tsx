import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Group } from 'three';
import { createBroadLeafGeometry, createFrondGeometry } from '../geometry/leaf-geometry';
import { createLeafMaterial } from '../materials/leaf-material';
import { mixColor } from '../materials/shared-uniforms';
import { seededRandom } from '../geometry/random';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';
import { type InstancePlacement, Instances } from './instances';

/** One leaf: `tilt` turns it about z (0 grows up, π hangs down), `turn` about its stem. */
const leaf = (
  x: number,
  y: number,
  z: number,
  tilt: number,
  scale: number,
  turn = 0,
): InstancePlacement => ({
  position: [x, y, z],
  rotation: [0.25, turn, tilt],
  scale: [scale, scale, scale],
});

/** A fogged wall of leaves behind the warrior: hanging from the canopy, rising from below. */
function backdropLeaves(
  seed: number,
  count: number,
  z: [number, number],
  spread: number,
): InstancePlacement[] {
  const random = seededRandom(seed);
  const placements: InstancePlacement[] = [];
  for (let i = 0; i < count; i++) {
    const hanging = i % 2 === 0;
    const side = i % 4 < 2 ? -1 : 1;
    const x = side * (0.35 + random() * 0.75) * spread * 2.4;
    const y = hanging ? 2.4 + random() * 1.4 : -2.2 - random() * 0.9;
    const lean = (0.2 + random() * 0.5) * -side;
    const depth = z[0] + random() * (z[1] - z[0]);
    const tilt = hanging ? Math.PI - lean : lean;
    const scale = (1.3 + random() * 1.2) * spread;
    placements.push(leaf(x, y, depth, tilt, scale, (random() - 0.5) * 1.2));
  }
  return placements;
}

// The near layer is placed by hand: it frames the corners and never crosses the mask or its fire.
const nearFronds = [
  leaf(-1.35, 2.25, 2.5, Math.PI + 0.55, 1.5, 0.3),
  leaf(1.4, 2.15, 2.7, Math.PI - 0.5, 1.4, -0.4),
  leaf(-1.3, -1.55, 2.3, -0.5, 1.3, 0.5),
  leaf(1.35, -1.6, 2.4, 0.55, 1.25, -0.3),
];
const nearLeaves = [
  leaf(-1.05, -1.45, 1.9, -0.25, 1.05, 0.6),
  leaf(1.1, -1.4, 2.0, 0.45, 0.95, -0.5),
  leaf(1.3, 1.95, 1.7, Math.PI - 0.8, 0.9, 0.4),
  leaf(-1.25, 1.7, 1.5, Math.PI + 0.9, 0.8, -0.3),
];

interface LeafLayerStyle {
  /** 0 leaves the colour of the night behind, 1 the colour of the lit surface. */
  tone: number;
  sway: number;
  fogBoost: number;
  /** How far the layer draws aside when the jungle opens into the realms. */
  parting: number;
}

// Back to front: the far layers fade into the haze, the near ones stand as dark silhouettes.
const layers = [
  {
    name: 'far-fronds',
    shape: 'frond',
    placements: backdropLeaves(11, 14, [-4.5, -2.6], 1.2),
    style: { tone: 0.55, sway: 0.08, fogBoost: 1.3, parting: 0.8 },
  },
  {
    name: 'far-leaves',
    shape: 'leaf',
    placements: backdropLeaves(23, 10, [-3.6, -2.2], 1.0),
    style: { tone: 0.45, sway: 0.06, fogBoost: 1.2, parting: 0.9 },
  },
  {
    name: 'near-fronds',
    shape: 'frond',
    placements: nearFronds,
    style: { tone: 0.06, sway: 0.05, fogBoost: 0, parting: 1.6 },
  },
  {
    name: 'near-leaves',
    shape: 'leaf',
    placements: nearLeaves,
    style: { tone: 0.04, sway: 0.04, fogBoost: 0, parting: 1.4 },
  },
] as const;

function LeafLayer({
  geometry,
  placements,
  state,
  style,
}: {
  geometry: BufferGeometry;
  placements: readonly InstancePlacement[];
  state: SceneState;
  style: LeafLayerStyle;
}) {
  const material = useDisposable(() =>
    createLeafMaterial(state, {
      color: mixColor('bg', 'surface2', style.tone),
      sway: style.sway,
      fogBoost: style.fogBoost,
    }),
  );
  const group = useRef<Group>(null);
  // Spreading the layer from the middle outwards parts its leaves, up, down and to the sides.
  useFrame(() => {
    const spread = style.parting * state.pose.part;
    group.current?.scale.set(1 + spread, 1 + 0.6 * spread, 1);
  });
  return (
    <group ref={group}>
      <Instances geometry={geometry} material={material} placements={placements} />
    </group>
  );
}

/** The jungle, told by silhouettes: a fogged layer behind the warrior and a dark one in front. */
export function Jungle({ state }: { state: SceneState }) {
  const frond = useDisposable(() => createFrondGeometry());
  const broadLeaf = useDisposable(() => createBroadLeafGeometry());
  return (
    <>
      {layers.map((layer) => (
        <LeafLayer
          key={layer.name}
          geometry={layer.shape === 'frond' ? frond : broadLeaf}
          placements={layer.placements}
          state={state}
          style={layer.style}
        />
      ))}
    </>
  );
}
