import { Color, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { createBackdropMaterial } from '../../../../src/scene/materials/backdrop-material';
import { createBodyMaterial } from '../../../../src/scene/materials/body-material';
import { createEmberMaterial } from '../../../../src/scene/materials/ember-material';
import { createFlameMaterial } from '../../../../src/scene/materials/flame-material';
import { createGlowMaterial } from '../../../../src/scene/materials/glow-material';
import { includeChunks } from '../../../../src/scene/materials/glsl';
import { createLeafMaterial } from '../../../../src/scene/materials/leaf-material';
import { createMaskMaterial } from '../../../../src/scene/materials/mask-material';
import { createVeilMaterial } from '../../../../src/scene/materials/veil-material';
import { createSceneState } from '../../../../src/scene/scene-state';

describe('includeChunks', () => {
  it('replaces an include line with its chunk, however it is indented', () => {
    expect(includeChunks('#include "animated"\nvoid main() {}')).toBe(
      'uniform float uTime;\nuniform float uFlare;\nvoid main() {}',
    );
    expect(includeChunks('void main() {\n  #include "output"\n}')).toBe(
      'void main() {\n#include <tonemapping_fragment>\n#include <colorspace_fragment>\n}',
    );
  });

  it("leaves three's own includes and include-like text elsewhere on a line to three", () => {
    const source = '#include <common>\nfloat x; // #include "noise"\n';
    expect(includeChunks(source)).toBe(source);
  });

  it('fails loudly on a chunk it does not know, rather than ship a broken shader', () => {
    expect(() => includeChunks('#include "nois"')).toThrow('Unknown GLSL chunk "nois"');
  });
});

describe("the materials' shaders", () => {
  const state = createSceneState({
    inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
    layout: null,
    baseDpr: 1,
  });
  const materials = {
    backdrop: createBackdropMaterial(state),
    body: createBodyMaterial(state, new Vector3(), { base: new Color() }),
    ember: createEmberMaterial(state),
    flame: createFlameMaterial(state, { seed: 1, intensity: 1 }),
    glow: createGlowMaterial(state, { color: new Color(), intensity: 1, falloff: 2, seed: 1 }),
    leaf: createLeafMaterial(state, { color: new Color(), sway: 0.1, fogBoost: 1 }),
    mask: createMaskMaterial(state, new Vector3()),
    veil: createVeilMaterial(),
  };

  it.each(Object.entries(materials))('%s is spliced whole, with a main in each stage', (_, m) => {
    for (const source of [m.vertexShader, m.fragmentShader]) {
      expect(source).not.toMatch(/#include "/);
      expect(source).toMatch(/void main\(\) \{/);
    }
    expect(m.fragmentShader).toContain('#include <colorspace_fragment>');
  });

  it.each(['body', 'leaf', 'mask', 'ember'] as const)(
    '%s declares the same varyings in both stages',
    (name) => {
      const varyings = (source: string) => source.match(/^varying .*$/gm) ?? [];
      const { vertexShader, fragmentShader } = materials[name];
      expect(varyings(vertexShader).length).toBeGreaterThan(0);
      expect(varyings(fragmentShader)).toEqual(varyings(vertexShader));
    },
  );

  it('draws the flame and the glow with one vertex shader', () => {
    expect(materials.flame.vertexShader).toBe(materials.glow.vertexShader);
  });

  it('lays the veil over everything in the page’s own colour, untouched by tone mapping', () => {
    const { veil } = materials;
    expect(veil.vertexShader).toBe(materials.backdrop.vertexShader);
    expect(veil.toneMapped).toBe(false);
    expect(veil.depthTest).toBe(false);
    expect(veil.transparent).toBe(true);
    for (const uniform of ['uBox', 'uOutside', 'uSide', 'uDim', 'uResolution']) {
      expect(veil.fragmentShader).toMatch(new RegExp(`^uniform \\w+ ${uniform};$`, 'm'));
      expect(veil.uniforms).toHaveProperty(uniform);
    }
  });
});
