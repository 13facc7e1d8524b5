import {
  ConeGeometry,
  IcosahedronGeometry,
  PlaneGeometry,
  SphereGeometry,
  type Vector3,
} from 'three';
import { createCloakGeometry } from '../geometry/cloak-geometry';
import { createBroadLeafGeometry, createPlumeGeometry } from '../geometry/leaf-geometry';
import { createMaskGeometry } from '../geometry/mask-geometry';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial } from '../materials/glow-material';
import { createMaskMaterial } from '../materials/mask-material';
import { color, mixColor } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';

/**
 * The character's shapes, each made once and shared by every part that uses it (the spike is a
 * claw, a crest spike and the gear's blade; the quad every glow).
 */
export function useWarriorGeometries() {
  return {
    mask: useDisposable(() => createMaskGeometry()),
    sphere: useDisposable(() => new SphereGeometry(1, 40, 28)),
    cloak: useDisposable(createCloakGeometry),
    leaf: useDisposable(() => createBroadLeafGeometry()),
    plume: useDisposable(() => createPlumeGeometry()),
    spike: useDisposable(() => new ConeGeometry(0.055, 1, 8, 1).translate(0, 0.5, 0)),
    bead: useDisposable(() => new IcosahedronGeometry(1, 1)),
    quad: useDisposable(() => new PlaneGeometry(1, 1)),
  };
}

/** The character's materials, lit by the crest's fire at `flameWorld`. */
export function useWarriorMaterials(state: SceneState, flameWorld: Vector3, flameLocal: Vector3) {
  const body = (options: Parameters<typeof createBodyMaterial>[2]) => () =>
    createBodyMaterial(state, flameWorld, options);
  return {
    mask: useDisposable(() => createMaskMaterial(state, flameLocal)),
    cloth: useDisposable(body({ base: mixColor('bg', 'surface2', 0.55) })),
    plume: useDisposable(body({ base: mixColor('bg', 'jade', 0.16), veins: 0.8, tipGlow: 1 })),
    wood: useDisposable(body({ base: mixColor('ember', 'bg', 0.6), tipGlow: 1.4 })),
    wing: useDisposable(body({ base: mixColor('flame', 'bg', 0.55), veins: 0.5, tipGlow: 2.2 })),
    bead: useDisposable(body({ base: mixColor('jade', 'bg', 0.35) })),
    eyeGlow: useDisposable(() =>
      createGlowMaterial(state, {
        color: mixColor('ember', 'gold', 0.5),
        intensity: 0.9,
        falloff: 2.6,
        seed: 1,
      }),
    ),
    halo: useDisposable(() =>
      createGlowMaterial(state, { color: color('flame'), intensity: 0.28, falloff: 2.4, seed: 4 }),
    ),
  };
}
