import {
  BoxGeometry,
  Euler,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Vector3,
} from 'three';
import { describe, expect, it } from 'vitest';
import { type InstancePlacement, writeInstances } from '../../../../src/scene/parts/instances';

const placements: InstancePlacement[] = [
  { position: [1, 2, 3], rotation: [0.25, -0.5, Math.PI / 2], scale: [2, 2, 2] },
  { position: [-4, 0.5, -1], rotation: [0, 0, 0], scale: [1, 0.3, 1.2] },
];

function decompose(mesh: InstancedMesh, index: number) {
  const matrix = new Matrix4();
  mesh.getMatrixAt(index, matrix);
  const position = new Vector3();
  const rotation = new Quaternion();
  const scale = new Vector3();
  matrix.decompose(position, rotation, scale);
  return { position, rotation: new Euler().setFromQuaternion(rotation), scale };
}

const expectClose = (actual: number[], expected: readonly number[]) =>
  actual.forEach((value, k) => expect(value).toBeCloseTo(expected[k]!, 5));

describe('writeInstances', () => {
  it('gives each instance the matrix of its placement', () => {
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), placements.length);
    writeInstances(mesh, placements);
    placements.forEach((placement, i) => {
      const { position, rotation, scale } = decompose(mesh, i);
      expectClose(position.toArray(), placement.position);
      expectClose([rotation.x, rotation.y, rotation.z], placement.rotation);
      expectClose(scale.toArray(), placement.scale);
    });
  });

  it('uploads the matrices and bounds every instance', () => {
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), placements.length);
    const version = mesh.instanceMatrix.version;
    writeInstances(mesh, placements);
    expect(mesh.instanceMatrix.version).toBeGreaterThan(version);
    const sphere = mesh.boundingSphere;
    expect(sphere).not.toBeNull();
    for (const { position } of placements) {
      expect(sphere!.containsPoint(new Vector3(...position))).toBe(true);
    }
  });
});
