import { useFrame } from '@react-three/fiber';
import { type PerspectiveCamera, Vector3 } from 'three';
import type { SceneState } from '../scene-state';
import { frameLikeCover } from './cover-framing';

const lookAt = new Vector3();

/**
 * Runs first every frame: advances time, eases the inputs, moves the camera. Scrolling through
 * the hero dollies the camera in and lifts it; the pointer adds a small parallax.
 */
export function SceneClock({ state }: { state: SceneState }) {
  useFrame(({ camera, size }, delta) => {
    advance(state, delta);
    aimCamera(camera as PerspectiveCamera, state);
    frameLikeCover(camera as PerspectiveCamera, size.width, size.height);
  });
  return null;
}

function advance(state: SceneState, delta: number) {
  const dt = Math.min(delta, 0.1);
  const still = state.fixedTime !== null;
  if (!still) state.uniforms.uTime.value += dt;
  const ease = still ? 1 : 1 - Math.exp(-dt * 3.5);
  const { inputs, eased } = state;
  eased.scroll += (inputs.scroll - eased.scroll) * ease;
  eased.pointerX += (inputs.pointerX - eased.pointerX) * ease;
  eased.pointerY += (inputs.pointerY - eased.pointerY) * ease;
  const s = eased.scroll;
  state.uniforms.uFlare.value = s * s * (3 - 2 * s);
}

function aimCamera(camera: PerspectiveCamera, { eased }: SceneState) {
  const s = eased.scroll;
  camera.position.set(
    eased.pointerX * 0.32,
    0.45 + eased.pointerY * -0.18 + s * 0.4,
    7.9 - s * 2.4,
  );
  lookAt.set(eased.pointerX * 0.08, 0.62 + s * 0.25, 0);
  camera.lookAt(lookAt);
}
