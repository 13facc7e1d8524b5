import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Group, ShaderMaterial, Vector3 } from 'three';
import type { GearKind } from '../../content/armory-look';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial } from '../materials/glow-material';
import { color } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';
import { paintGear } from '../materials/look-paint';
import { GlowSprite } from './glow-sprite';

interface GearProps {
  state: SceneState;
  flameWorld: Vector3;
  /** A unit cone standing on its base, shared with the crest's spikes. */
  blade: BufferGeometry;
  /** A unit sphere and an icosahedron, shared with the hood and the beads. */
  sphere: BufferGeometry;
  gem: BufferGeometry;
  quad: BufferGeometry;
}

const paint = (material: ShaderMaterial, state: SceneState) =>
  paintGear(material, state.look.gear.tint);

/**
 * The gear the Character section names, one piece at a time as the Armory equips it: a heartwood
 * glaive slung across his back, a jade charm on his chest, or emberforged pauldrons. Every piece is
 * built once and only shown or hidden, so equipping creates nothing on the GPU. It comes out with
 * the wings, so the hero's picture stays as the still image shows it.
 */
export function Gear({ state, flameWorld, blade, sphere, gem, quad }: GearProps) {
  const material = useDisposable(() =>
    createBodyMaterial(state, flameWorld, { base: color('ember'), tipGlow: 1.4 }),
  );
  const charmGlow = useDisposable(() =>
    createGlowMaterial(state, { color: color('jade'), intensity: 0.8, falloff: 2, seed: 51 }),
  );
  const root = useRef<Group>(null);
  const glaive = useRef<Group>(null);
  const charm = useRef<Group>(null);
  const armour = useRef<Group>(null);
  const painted = useRef(-1);
  useFrame(() => {
    const shown = state.pose.wings;
    if (!root.current) return;
    root.current.visible = shown > 0.01;
    root.current.scale.setScalar(0.3 + 0.7 * shown);
    if (painted.current === state.lookVersion) return;
    painted.current = state.lookVersion;
    paint(material, state);
    const pieces: [GearKind, Group | null][] = [
      ['glaive', glaive.current],
      ['charm', charm.current],
      ['armour', armour.current],
    ];
    for (const [kind, piece] of pieces) if (piece) piece.visible = kind === state.look.gear.kind;
  });
  return (
    <group ref={root} visible={false}>
      <group ref={glaive} position={[0.1, 0.05, -0.38]} rotation={[0, 0, 0.62]}>
        <mesh
          geometry={blade}
          material={material}
          position={[0, -1.5, 0]}
          scale={[1.1, 2.4, 1.1]}
        />
        <mesh
          geometry={blade}
          material={material}
          position={[0, 0.85, 0]}
          scale={[3.2, 1.1, 1.6]}
        />
      </group>
      <group ref={charm} position={[0, -0.42, 0.62]} visible={false}>
        <mesh geometry={gem} material={material} scale={[0.13, 0.17, 0.08]} />
        <group scale={0.7}>
          <GlowSprite geometry={quad} material={charmGlow} />
        </group>
      </group>
      <group ref={armour} visible={false}>
        {[-1, 1].map((side) => (
          <mesh
            key={side}
            geometry={sphere}
            material={material}
            position={[side * 0.62, -0.32, -0.08]}
            rotation={[0, 0, side * -0.45]}
            scale={[0.36, 0.14, 0.34]}
          />
        ))}
      </group>
    </group>
  );
}
