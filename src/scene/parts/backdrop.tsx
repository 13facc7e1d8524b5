import { useFrame } from '@react-three/fiber';
import { type Camera, PlaneGeometry, Vector3 } from 'three';
import { type BackdropMaterial, createBackdropMaterial } from '../materials/backdrop-material';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';

const headWorld = new Vector3(0, 0.9, 0);
const projected = new Vector3();

/** Keeps the haze's halo behind the head and shifts the mist a little against the pointer. */
function updateBackdrop(
  material: BackdropMaterial,
  state: SceneState,
  camera: Camera,
  size: { width: number; height: number },
) {
  const { uniforms } = material;
  uniforms.uAspect.value.set(size.width / Math.max(size.height, 1), 1);
  uniforms.uParallax.value.set(state.pointer.x * -0.012, state.pointer.y * 0.008);
  projected.copy(headWorld).project(camera);
  uniforms.uGlowCenter.value.set(projected.x * 0.5 + 0.5, projected.y * 0.5 + 0.5);
}

export function Backdrop({ state }: { state: SceneState }) {
  const geometry = useDisposable(() => new PlaneGeometry(1, 1));
  const material = useDisposable(() => createBackdropMaterial(state));

  useFrame(({ camera, size }) => updateBackdrop(material, state, camera, size));

  return <mesh geometry={geometry} material={material} frustumCulled={false} renderOrder={-10} />;
}
