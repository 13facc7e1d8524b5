import { useLayoutEffect, useRef } from 'react';
import {
  type BufferGeometry,
  Euler,
  type InstancedMesh,
  type Material,
  Matrix4,
  Quaternion,
  Vector3,
} from 'three';

export type Triple = readonly [number, number, number];

/** Where one instance stands, as plain numbers: layouts stay pure functions, testable without a GPU. */
export interface InstancePlacement {
  position: Triple;
  /** Euler angles in radians, applied in three's default XYZ order. */
  rotation: Triple;
  scale: Triple;
}

// Scratch objects: matrices are composed one at a time, so one set serves every instanced mesh.
const matrix = new Matrix4();
const euler = new Euler();
const quaternion = new Quaternion();
const position = new Vector3();
const scale = new Vector3();

export function writeInstances(
  mesh: InstancedMesh,
  placements: readonly InstancePlacement[],
): void {
  placements.forEach((placement, i) => {
    quaternion.setFromEuler(euler.set(...placement.rotation));
    position.set(...placement.position);
    scale.set(...placement.scale);
    mesh.setMatrixAt(i, matrix.compose(position, quaternion, scale));
  });
  mesh.instanceMatrix.needsUpdate = true;
  mesh.computeBoundingSphere();
}

/**
 * One draw call for many copies of a shape, placed once when it mounts. Never culled: every layout
 * in the scene stays in view, so the test would only cost time each frame.
 */
export function Instances({
  geometry,
  material,
  placements,
}: {
  geometry: BufferGeometry;
  material: Material;
  placements: readonly InstancePlacement[];
}) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    if (ref.current) writeInstances(ref.current, placements);
  }, [placements]);
  return (
    <instancedMesh ref={ref} args={[geometry, material, placements.length]} frustumCulled={false} />
  );
}
