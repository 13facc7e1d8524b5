import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Group, Material } from 'three';
import type { SceneState } from '../scene-state';
import { Instances, type InstancePlacement } from './instances';

/** One wing's feathers, fanned out from the shoulder blade, longest at the top. */
export function wingFeathers(count = 7): InstancePlacement[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const length = 2.1 - 1.1 * t;
    return {
      position: [0.06 * i, -0.03 * i, -0.02 * i],
      rotation: [0, 0, -0.25 - 1.25 * t],
      scale: [1.5, length, 1],
    };
  });
}

const feathers = wingFeathers();

interface WingsProps {
  state: SceneState;
  feather: BufferGeometry;
  material: Material;
}

/**
 * The ember wings the Character section names: folded out of sight until the story reaches him,
 * then spread behind his shoulders. Only drawn while open at all.
 */
export function Wings({ state, feather, material }: WingsProps) {
  const root = useRef<Group>(null);
  const sides = useRef<(Group | null)[]>([]);
  useFrame(() => {
    const open = state.look.wings ? state.pose.wings : 0;
    if (root.current) root.current.visible = open > 0.01;
    for (const wing of sides.current) {
      if (!wing) continue;
      wing.scale.setScalar(0.2 + 1.1 * open);
      wing.rotation.set(0.1, 0.6 - 0.45 * open, 0.8 - 0.8 * open);
    }
  });
  return (
    <group ref={root} position={[0, 0.25, -0.5]} visible={false}>
      {[-1, 1].map((side, i) => (
        <group key={side} position={[side * 0.35, 0, 0]} scale={[side, 1, 1]}>
          <group
            ref={(group) => {
              sides.current[i] = group;
            }}
          >
            <Instances geometry={feather} material={material} placements={feathers} />
          </group>
        </group>
      ))}
    </group>
  );
}
