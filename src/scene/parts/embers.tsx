import { useFrame } from '@react-three/fiber';
import { BufferGeometry, Float32BufferAttribute, type Vector3 } from 'three';
import { createEmberMaterial, type EmberMaterial } from '../materials/ember-material';
import { seededRandom } from '../geometry/random';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';

const crestEmbers = 170;
const driftingSparks = 70;
const fireflies = 26;

function createEmberGeometry(): BufferGeometry {
  const random = seededRandom(7);
  const total = crestEmbers + driftingSparks + fireflies;
  const seeds = new Float32Array(total * 4);
  const kinds = new Float32Array(total);
  for (let i = 0; i < total; i++) {
    for (let k = 0; k < 4; k++) seeds[i * 4 + k] = random();
    kinds[i] = i < crestEmbers ? 0 : i < crestEmbers + driftingSparks ? 1 : 2;
  }
  const geometry = new BufferGeometry();
  // Positions are computed in the shader; this attribute only sets the vertex count.
  geometry.setAttribute('position', new Float32BufferAttribute(new Float32Array(total * 3), 3));
  geometry.setAttribute('aSeed', new Float32BufferAttribute(seeds, 4));
  geometry.setAttribute('aKind', new Float32BufferAttribute(kinds, 1));
  return geometry;
}

// Sizes are in pixels of an 800 px tall view, so the still and every screen show the same embers.
function followFlame(material: EmberMaterial, pixelScale: number, flameWorld: Vector3) {
  material.uniforms.uPixelRatio.value = pixelScale;
  material.uniforms.uOrigin.value.copy(flameWorld).setY(flameWorld.y - 0.35);
}

/** Embers rising off the crest, sparks drifting through the scene and a few jade fireflies. */
export function Embers({ state, flameWorld }: { state: SceneState; flameWorld: Vector3 }) {
  const geometry = useDisposable(createEmberGeometry);
  const material = useDisposable(() => createEmberMaterial(state));

  useFrame(({ viewport, size }) =>
    followFlame(material, viewport.dpr * (size.height / 800), flameWorld),
  );

  return <points geometry={geometry} material={material} frustumCulled={false} renderOrder={5} />;
}
