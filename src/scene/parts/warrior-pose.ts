import type { Object3D, Vector3 } from 'three';
import type { SceneState } from '../scene-state';

/**
 * Turns and nods the character as the story's pose and the pointer ask, with a slow breath, and
 * moves `flameWorld` to where the crest's fire (`flameLocal`, in the head's space) now burns.
 * The body takes most of a turn and the head the rest, as a person turns.
 */
export function poseWarrior(
  state: SceneState,
  { body, head }: { body: Object3D | null; head: Object3D | null },
  flameLocal: Vector3,
  flameWorld: Vector3,
): void {
  const t = state.uniforms.uTime.value;
  const { turn, nod } = state.pose;
  const { pointer } = state;
  if (body) {
    body.rotation.y = 0.78 * turn + 0.1 * pointer.x;
    body.position.y = Math.sin(t * 0.8) * 0.025 - nod;
  }
  if (head) {
    head.rotation.y = 0.14 * pointer.x + 0.22 * turn;
    head.rotation.x = -0.08 * pointer.y + nod + Math.sin(t * 0.6) * 0.015;
    head.updateWorldMatrix(true, false);
    flameWorld.copy(flameLocal).applyMatrix4(head.matrixWorld);
  }
}
