import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import {
  type BufferGeometry,
  CatmullRomCurve3,
  type Group,
  IcosahedronGeometry,
  type InstancedMesh,
  type ShaderMaterial,
  Vector3,
} from 'three';
import { roadmap } from '../../content/roadmap';
import type { PhaseStatus } from '../../content/types';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial } from '../materials/glow-material';
import { color, mixColor } from '../materials/shared-uniforms';
import type { PaletteColor } from '../materials/palette';
import type { SceneState } from '../scene-state';
import { pathPoints, waypointAt } from '../story/world';
import { useDisposable } from './use-disposable';
import { GlowSprite } from './glow-sprite';
import { type InstancePlacement, writeInstances } from './instances';

/** How each phase's waypoint burns: the current one ablaze, the next kindling, the rest dark. */
export const waypointFire: Record<
  PhaseStatus,
  { color: PaletteColor; intensity: number; size: number }
> = {
  completed: { color: 'gold', intensity: 0.8, size: 1 },
  current: { color: 'flame', intensity: 1.5, size: 2.2 },
  upcoming: { color: 'ember', intensity: 0.6, size: 1.1 },
  future: { color: 'line', intensity: 0.12, size: 0.6 },
};

const curve = new CatmullRomCurve3(pathPoints.map((point) => new Vector3(...point)));
const stoneCount = 56;
const point = new Vector3();

/** The stepping stones along the path, near to far, a little off its line by turns. */
export function stoneLayout(count = stoneCount): InstancePlacement[] {
  return Array.from({ length: count }, (_, i) => {
    curve.getPointAt(i / (count - 1), point);
    const side = (i % 2 === 0 ? 1 : -1) * 0.22;
    const size = 0.11 + 0.04 * ((i * 7) % 3);
    return {
      position: [point.x + side, point.y, point.z],
      rotation: [0, i * 1.3, 0],
      scale: [size * 1.7, size * 0.3, size * 1.4],
    };
  });
}

const stones = stoneLayout();

function Waypoint({
  state,
  index,
  stone,
  quad,
  rock,
}: {
  state: SceneState;
  index: number;
  stone: BufferGeometry;
  quad: BufferGeometry;
  rock: ShaderMaterial;
}) {
  const phase = roadmap[index];
  const fire = waypointFire[phase?.status ?? 'future'];
  const at = waypointAt[index] ?? 1;
  const position = curve.getPointAt(at);
  const material = useDisposable(() =>
    createGlowMaterial(state, {
      color: color(fire.color),
      intensity: fire.intensity,
      falloff: 1.7,
      seed: 40 + index,
    }),
  );
  const root = useRef<Group>(null);
  useFrame(() => {
    if (root.current) root.current.visible = state.pose.path >= at * 0.9;
  });
  return (
    <group ref={root} position={position} visible={false}>
      <mesh geometry={stone} material={rock} scale={[0.42, 0.5, 0.42]} position={[0, 0.1, 0]} />
      <group position={[0, 0.55 + fire.size * 0.25, 0]} scale={fire.size}>
        <GlowSprite geometry={quad} material={material} />
      </group>
    </group>
  );
}

/** The roadmap's path into the jungle, with a waypoint for each phase, lit by its status. */
export function RoadmapPath({
  state,
  quad,
  flameWorld,
}: {
  state: SceneState;
  quad: BufferGeometry;
  flameWorld: Vector3;
}) {
  const stone = useDisposable(() => new IcosahedronGeometry(1, 0));
  const rock = useDisposable(() =>
    createBodyMaterial(state, flameWorld, { base: mixColor('surface2', 'line', 0.5) }),
  );
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    if (mesh.current) writeInstances(mesh.current, stones);
  }, []);
  useFrame(() => {
    if (!mesh.current) return;
    const shown = Math.round(state.pose.path * stones.length);
    mesh.current.count = shown;
    mesh.current.visible = shown > 0;
  });
  return (
    <>
      <instancedMesh ref={mesh} args={[stone, rock, stones.length]} frustumCulled={false} />
      {roadmap.map((phase, index) => (
        <Waypoint
          key={phase.phase}
          state={state}
          index={index}
          stone={stone}
          quad={quad}
          rock={rock}
        />
      ))}
    </>
  );
}
