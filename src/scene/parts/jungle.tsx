import { useLayoutEffect, useRef } from 'react';
import {
  type BufferGeometry,
  type InstancedMesh,
  Matrix4,
  Quaternion,
  Euler,
  Vector3,
} from 'three';
import { createBroadLeafGeometry, createFrondGeometry } from '../geometry/leaf-geometry';
import { createLeafMaterial } from '../materials/leaf-material';
import { mixColor } from '../materials/shared-uniforms';
import { seededRandom } from '../random';
import type { SceneState } from '../scene-state';
import { useDisposable } from '../use-disposable';

interface Placement {
  position: [number, number, number];
  /** Rotation about z: 0 grows up, π hangs down. */
  tilt: number;
  scale: number;
  turn: number;
}

/** A fogged wall of leaves behind the warrior: hanging from the canopy, rising from below. */
function backdropLeaves(
  seed: number,
  count: number,
  z: [number, number],
  spread: number,
): Placement[] {
  const random = seededRandom(seed);
  const placements: Placement[] = [];
  for (let i = 0; i < count; i++) {
    const hanging = i % 2 === 0;
    const side = i % 4 < 2 ? -1 : 1;
    const x = side * (0.35 + random() * 0.75) * spread * 2.4;
    const y = hanging ? 2.4 + random() * 1.4 : -2.2 - random() * 0.9;
    const lean = (0.2 + random() * 0.5) * -side;
    placements.push({
      position: [x, y, z[0] + random() * (z[1] - z[0])],
      tilt: hanging ? Math.PI - lean : lean,
      scale: (1.3 + random() * 1.2) * spread,
      turn: (random() - 0.5) * 1.2,
    });
  }
  return placements;
}

const leaf = (
  x: number,
  y: number,
  z: number,
  tilt: number,
  scale: number,
  turn = 0,
): Placement => ({ position: [x, y, z], tilt, scale, turn });

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
const farFronds = backdropLeaves(11, 14, [-4.5, -2.6], 1.2);
const farLeaves = backdropLeaves(23, 10, [-3.6, -2.2], 1.0);

const matrix = new Matrix4();
const rotation = new Quaternion();
const euler = new Euler();
const position = new Vector3();
const scale = new Vector3();

function LeafLayer({
  geometry,
  placements,
  state,
  tone,
  sway,
  fogBoost,
}: {
  geometry: BufferGeometry;
  placements: Placement[];
  state: SceneState;
  tone: number;
  sway: number;
  fogBoost: number;
}) {
  const ref = useRef<InstancedMesh>(null);
  const material = useDisposable(() =>
    createLeafMaterial(state, {
      color: mixColor('bg', 'surface2', tone),
      sway,
      fogBoost,
    }),
  );

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    placements.forEach((leaf, i) => {
      euler.set(0.25, leaf.turn, leaf.tilt);
      rotation.setFromEuler(euler);
      position.set(...leaf.position);
      scale.setScalar(leaf.scale);
      mesh.setMatrixAt(i, matrix.compose(position, rotation, scale));
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [placements]);

  return (
    <instancedMesh ref={ref} args={[geometry, material, placements.length]} frustumCulled={false} />
  );
}

/** The jungle, told by silhouettes: a fogged layer behind the warrior and a dark one in front. */
export function Jungle({ state }: { state: SceneState }) {
  const frond = useDisposable(() => createFrondGeometry());
  const leaf = useDisposable(() => createBroadLeafGeometry());
  return (
    <>
      <LeafLayer
        geometry={frond}
        placements={farFronds}
        state={state}
        tone={0.55}
        sway={0.08}
        fogBoost={1.3}
      />
      <LeafLayer
        geometry={leaf}
        placements={farLeaves}
        state={state}
        tone={0.45}
        sway={0.06}
        fogBoost={1.2}
      />
      <LeafLayer
        geometry={frond}
        placements={nearFronds}
        state={state}
        tone={0.06}
        sway={0.05}
        fogBoost={0}
      />
      <LeafLayer
        geometry={leaf}
        placements={nearLeaves}
        state={state}
        tone={0.04}
        sway={0.04}
        fogBoost={0}
      />
    </>
  );
}
