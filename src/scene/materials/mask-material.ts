import {
  type Camera,
  Color,
  DoubleSide,
  Matrix4,
  type Object3D,
  ShaderMaterial,
  Vector2,
  Vector3,
} from 'three';
import { eyeCenter } from '../geometry/mask-geometry';
import type { SceneState } from '../scene-state';
import { spliceShaders } from './glsl';
import { paintMask } from './look-paint';
import { animated, color, fogUniforms, mixColor } from './shared-uniforms';
import fragmentSource from './mask.frag.glsl?raw';
import vertexSource from './mask.vert.glsl?raw';

const shaders = spliceShaders(vertexSource, fragmentSource);

export function createMaskMaterial(state: SceneState, flameLocal: Vector3): ShaderMaterial {
  const material = new ShaderMaterial({
    ...shaders,
    uniforms: {
      ...animated(state),
      ...fogUniforms(),
      // The look's colours (wood, grain, paint, eyes, rim): painted from state.look below.
      uWoodDark: { value: new Color() },
      uWoodLight: { value: new Color() },
      uPaint: { value: new Color() },
      uGold: { value: color('gold') },
      uJade: { value: color('jade') },
      uEyeHot: { value: new Color() },
      uEyeCore: { value: mixColor('gold', 'text', 0.6) },
      uKey: { value: mixColor('ember', 'gold', 0.35) },
      uRim: { value: new Color() },
      uFillLow: { value: mixColor('surface2', 'moss', 0.25).multiplyScalar(0.9) },
      uFillHigh: { value: mixColor('surface2', 'teal', 0.15).multiplyScalar(0.7) },
      uFlameLocal: { value: flameLocal },
      uEye: { value: new Vector2(eyeCenter.x, eyeCenter.y) },
      uCameraLocal: { value: new Vector3() },
    },
    side: DoubleSide,
  });
  paintMask(material, state.look.mask);
  return material;
}

const worldToMask = new Matrix4();

/**
 * Puts the camera in the mask's own space, where it is lit: once per frame here rather than a
 * matrix inverse for every vertex, which a GPU drawing on the CPU pays for dearly.
 */
export function placeCameraInMask(material: ShaderMaterial, mask: Object3D, camera: Camera): void {
  worldToMask.copy(mask.matrixWorld).invert();
  const local = material.uniforms.uCameraLocal?.value as Vector3 | undefined;
  local?.setFromMatrixPosition(camera.matrixWorld).applyMatrix4(worldToMask);
}
