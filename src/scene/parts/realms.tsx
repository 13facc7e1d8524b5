import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import {
  type BufferGeometry,
  type Group,
  type ShaderMaterial,
  TorusGeometry,
  type Vector3,
} from 'three';
import { features } from '../../content/features';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial, type GlowMaterial } from '../materials/glow-material';
import { color, mixColor } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { smoothstep } from '../story/beats';
import { gatePositions, keyGateIndex, keyStart } from '../story/world';
import { useDisposable } from './use-disposable';
import { GlowSprite } from './glow-sprite';

const gates = gatePositions(features.length);
const keyGate = gates[keyGateIndex] ?? [0, 1.4, -6];

// Materials are written from outside the component: they belong to three, not to React.
const setIntensity = (material: GlowMaterial, value: number) => {
  material.uniforms.uIntensity.value = value;
};

interface GateProps {
  state: SceneState;
  index: number;
  ring: BufferGeometry;
  quad: BufferGeometry;
  stone: ShaderMaterial;
  flameWorld: Vector3;
}

/** One realm's gate: a stone ring whose portal lights in the realm's colour. */
function Gate({ state, index, ring, quad, stone }: GateProps) {
  const feature = features[index];
  const core = useDisposable(() =>
    createGlowMaterial(state, {
      color: color(feature?.color ?? 'ember'),
      intensity: 0,
      falloff: 1.8,
      seed: 10 + index,
    }),
  );
  const root = useRef<Group>(null);
  const turn = useRef<Group>(null);
  const glow = useRef<Group>(null);
  useFrame(() => {
    const { realms, gate, mastery } = state.pose;
    // The gates light one after another as the realms come into view.
    const lit = smoothstep(index / gates.length, (index + 1.5) / gates.length, realms);
    const unlocked = index === keyGateIndex ? gate : 0;
    const mastered = index === keyGateIndex ? mastery : 0;
    if (root.current) root.current.visible = realms > 0.01;
    setIntensity(core, 0.6 * lit + 0.9 * unlocked + 0.8 * mastered);
    glow.current?.scale.setScalar(2.3 + 1.2 * unlocked + 0.8 * mastered);
    if (turn.current) turn.current.rotation.z = unlocked * Math.PI * 0.5 + mastered * Math.PI;
    root.current?.scale.setScalar(1 + 0.25 * mastered);
  });
  const position = gates[index] ?? keyGate;
  return (
    <group ref={root} position={position} visible={false}>
      <group ref={turn}>
        <mesh geometry={ring} material={stone} />
      </group>
      <group ref={glow}>
        <GlowSprite geometry={quad} material={core} />
      </group>
    </group>
  );
}

/** The Flame Key: a gold bow and bit that flies from the warrior's chest to its gate. */
function FlameKey({
  state,
  ring,
  quad,
}: {
  state: SceneState;
  ring: BufferGeometry;
  quad: BufferGeometry;
}) {
  const metal = useDisposable(() =>
    createGlowMaterial(state, { color: color('gold'), intensity: 1.2, falloff: 1.2, seed: 21 }),
  );
  const halo = useDisposable(() =>
    createGlowMaterial(state, {
      color: mixColor('gold', 'flame', 0.4),
      intensity: 0.7,
      falloff: 2.2,
      seed: 22,
    }),
  );
  const root = useRef<Group>(null);
  const spin = useRef<Group>(null);
  useFrame(() => {
    const { key, gate } = state.pose;
    const group = root.current;
    if (!group) return;
    group.visible = key > 0.01 && gate < 0.99;
    // Along a rising arc, so the key is seen against the sky, not the ground.
    const arc = Math.sin(Math.PI * key) * 1.3;
    group.position.set(
      keyStart[0] + (keyGate[0] - keyStart[0]) * key,
      keyStart[1] + (keyGate[1] - keyStart[1]) * key + arc,
      keyStart[2] + (keyGate[2] - keyStart[2]) * key,
    );
    group.scale.setScalar((0.35 + 0.25 * key) * (1 - gate));
    if (spin.current) spin.current.rotation.set(0, key * Math.PI * 3, Math.PI / 2);
  });
  return (
    <group ref={root} visible={false}>
      <group ref={spin}>
        <mesh geometry={ring} material={metal} scale={0.35} position={[0, 0.55, 0]} />
      </group>
      <group scale={1.6}>
        <GlowSprite geometry={quad} material={halo} />
      </group>
    </group>
  );
}

/** The realms the jungle opens onto, and the gate a Flame Key unlocks. */
export function Realms({
  state,
  quad,
  flameWorld,
}: {
  state: SceneState;
  quad: BufferGeometry;
  flameWorld: Vector3;
}) {
  const ring = useDisposable(() => new TorusGeometry(1, 0.12, 8, 40));
  const stone = useDisposable(() =>
    createBodyMaterial(state, flameWorld, { base: mixColor('surface2', 'moss', 0.25), tipGlow: 0 }),
  );
  return (
    <>
      {gates.map((_, index) => (
        <Gate
          key={index}
          state={state}
          index={index}
          ring={ring}
          quad={quad}
          stone={stone}
          flameWorld={flameWorld}
        />
      ))}
      <FlameKey state={state} ring={ring} quad={quad} />
    </>
  );
}
