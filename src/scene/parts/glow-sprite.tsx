import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Mesh, ShaderMaterial } from 'three';

interface GlowSpriteProps {
  geometry: BufferGeometry;
  material: ShaderMaterial;
}

/**
 * A glow quad that always faces the camera: the story's embers, portal cores and waypoint fires.
 * Its parent group places and sizes it, and must not be rotated.
 */
export function GlowSprite({ geometry, material }: GlowSpriteProps) {
  const mesh = useRef<Mesh>(null);
  useFrame(({ camera }) => {
    mesh.current?.quaternion.copy(camera.quaternion);
  });
  return <mesh ref={mesh} geometry={geometry} material={material} renderOrder={4} />;
}
