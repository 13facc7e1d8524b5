import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Group, Vector3 } from 'three';
import { allocation } from '../../content/allocation';
import { createGlowMaterial } from '../materials/glow-material';
import { color } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { emberRing } from '../story/world';
import { useDisposable } from './use-disposable';
import { GlowSprite } from './glow-sprite';

const largest = Math.max(...allocation.map((entry) => entry.percent));

/** Where each share sits on the ring: the middle of its slice, as the chart draws it. */
export function emberSlots(): { angle: number; size: number }[] {
  let before = 0;
  return allocation.map((entry) => {
    const angle = ((before + entry.percent / 2) / 100) * Math.PI * 2;
    before += entry.percent;
    // The area, not the width, follows the share.
    return { angle, size: 0.35 + 0.55 * Math.sqrt(entry.percent / largest) };
  });
}

const slots = emberSlots();

function AllocationEmber({
  state,
  index,
  quad,
  flameWorld,
}: {
  state: SceneState;
  index: number;
  quad: BufferGeometry;
  flameWorld: Vector3;
}) {
  const entry = allocation[index];
  const slot = slots[index] ?? { angle: 0, size: 0.5 };
  const material = useDisposable(() =>
    createGlowMaterial(state, {
      color: color(entry?.color ?? 'ember'),
      intensity: 1.6,
      falloff: 1.6,
      seed: 30 + index,
    }),
  );
  const root = useRef<Group>(null);
  useFrame(() => {
    const group = root.current;
    if (!group) return;
    const { split, spin } = state.pose;
    group.visible = split > 0.01;
    const angle = slot.angle + spin * Math.PI * 0.8;
    const { center, radius, tilt } = emberRing;
    const ringX = center[0] + Math.sin(angle) * radius;
    const ringY = center[1] + Math.cos(angle) * radius * Math.cos(tilt);
    const ringZ = center[2] + Math.cos(angle) * radius * Math.sin(tilt) + 0.4;
    group.position.set(
      flameWorld.x + (ringX - flameWorld.x) * split,
      flameWorld.y + (ringY - flameWorld.y) * split,
      flameWorld.z + (ringZ - flameWorld.z) * split,
    );
    group.scale.setScalar(slot.size * (0.4 + 0.6 * split) * 2.2);
  });
  return (
    <group ref={root} visible={false}>
      <GlowSprite geometry={quad} material={material} />
      <group scale={0.4}>
        <GlowSprite geometry={quad} material={material} />
      </group>
    </group>
  );
}

/** The crest fire split into six embers, sized and coloured as the token's allocation. */
export function AllocationEmbers({
  state,
  quad,
  flameWorld,
}: {
  state: SceneState;
  quad: BufferGeometry;
  flameWorld: Vector3;
}) {
  return (
    <>
      {allocation.map((entry, index) => (
        <AllocationEmber
          key={entry.name}
          state={state}
          index={index}
          quad={quad}
          flameWorld={flameWorld}
        />
      ))}
    </>
  );
}
