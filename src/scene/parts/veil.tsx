import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Mesh, PlaneGeometry } from 'three';
import { createVeilMaterial, type VeilMaterial } from '../materials/veil-material';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';

function updateVeil(material: VeilMaterial, state: SceneState, width: number, height: number) {
  const { rect, veil } = state.frame;
  const { uniforms } = material;
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  uniforms.uBox.value.set(
    rect.x / w,
    1 - (rect.y + rect.height) / h,
    (rect.x + rect.width) / w,
    1 - rect.y / h,
  );
  uniforms.uOutside.value = veil.outside;
  uniforms.uSide.value = veil.side;
  uniforms.uDim.value = veil.dim;
  uniforms.uMirror.value = state.layout?.rtl ? 1 : 0;
}

/**
 * The page's background over the scene where text must stay readable (story/stage-frame.ts), drawn
 * last; a frame with nothing to veil skips it.
 */
export function Veil({ state }: { state: SceneState }) {
  const mesh = useRef<Mesh>(null);
  const geometry = useDisposable(() => new PlaneGeometry(1, 1));
  const material = useDisposable(createVeilMaterial);
  useFrame(({ size, gl }) => {
    const { veil } = state.frame;
    if (mesh.current) mesh.current.visible = veil.outside + veil.side + veil.dim > 0.001;
    gl.getDrawingBufferSize(material.uniforms.uResolution.value);
    updateVeil(material, state, size.width, size.height);
  });
  return (
    <mesh
      ref={mesh}
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={100}
    />
  );
}
