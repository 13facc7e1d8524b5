import { type IUniform, ShaderMaterial, Vector2, Vector4 } from 'three';
import { spliceShaders } from './glsl';
import { color, type TypedShaderMaterial } from './shared-uniforms';
import fragmentSource from './veil.frag.glsl?raw';
import vertexSource from './backdrop.vert.glsl?raw';

const shaders = spliceShaders(vertexSource, fragmentSource);

export type VeilMaterial = TypedShaderMaterial<{
  uResolution: IUniform<Vector2>;
  uBox: IUniform<Vector4>;
  uOutside: IUniform<number>;
  uSide: IUniform<number>;
  uDim: IUniform<number>;
  uMirror: IUniform<number>;
}>;

/** Drawn last, over everything, in the page's exact background colour (no tone mapping). */
export function createVeilMaterial(): VeilMaterial {
  return new ShaderMaterial({
    ...shaders,
    uniforms: {
      uColor: { value: color('bg') },
      uResolution: { value: new Vector2(1, 1) },
      uBox: { value: new Vector4(0, 0, 1, 1) },
      uOutside: { value: 0 },
      uSide: { value: 0 },
      uDim: { value: 0 },
      uMirror: { value: 0 },
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  }) as VeilMaterial;
}
