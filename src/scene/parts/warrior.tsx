import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import {
  ConeGeometry,
  type Group,
  IcosahedronGeometry,
  type Mesh,
  PlaneGeometry,
  type ShaderMaterial,
  SphereGeometry,
  Vector3,
} from 'three';
import { createCloakGeometry } from '../geometry/cloak-geometry';
import { createBroadLeafGeometry, createPlumeGeometry } from '../geometry/leaf-geometry';
import { createMaskGeometry, eyeCenter } from '../geometry/mask-geometry';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial } from '../materials/glow-material';
import { createMaskMaterial, placeCameraInMask } from '../materials/mask-material';
import { color, mixColor } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { useDisposable } from '../use-disposable';
import { FlameCrest } from './flame-crest';
import { paintFeathers, paintMask } from './armory-looks';
import { Gear } from './gear';
import { Instances } from './instances';
import {
  beadLayout,
  clawLayout,
  pauldronLayout,
  plumeLayout,
  spikeLayout,
} from './warrior-layouts';
import { Wings } from './wings';

/** Where the crest fire burns, in the mask's space: it lights the carving from above. */
const flameLocal = new Vector3(0, 1.15, 0.35);
const headY = 0.35;

// Laid out once per page load: the layouts are constant, and the same arrays keep Instances from
// writing its matrices again on a re-render.
const plumes = plumeLayout();
const spikes = spikeLayout();
const pauldrons = pauldronLayout();
const beads = beadLayout();
const claws = clawLayout();

/** Paints the mask and the wings in what the Armory has equipped (wings none: folded away). */
function dress(state: SceneState, mask: ShaderMaterial, wings: ShaderMaterial) {
  paintMask(mask, state.look.mask);
  if (state.look.wings) paintFeathers(wings, state.look.wings);
}

/**
 * The Masked Flame, head and shoulders: a carved mask with burning eyes under a crest of fire, a
 * fan of leaf plumes behind, a dark hood and cloak, and a string of jade beads.
 */
export function Warrior({ state, flameWorld }: { state: SceneState; flameWorld: Vector3 }) {
  const body = useRef<Group>(null);
  const head = useRef<Group>(null);
  const mask = useRef<Mesh>(null);

  const maskGeometry = useDisposable(() => createMaskGeometry());
  const maskMaterial = useDisposable(() => createMaskMaterial(state, flameLocal));
  const sphere = useDisposable(() => new SphereGeometry(1, 40, 28));
  const cloakGeometry = useDisposable(createCloakGeometry);
  const leafGeometry = useDisposable(() => createBroadLeafGeometry());
  const plumeGeometry = useDisposable(() => createPlumeGeometry());
  const spikeGeometry = useDisposable(() => new ConeGeometry(0.055, 1, 8, 1).translate(0, 0.5, 0));
  const beadGeometry = useDisposable(() => new IcosahedronGeometry(1, 1));
  const quad = useDisposable(() => new PlaneGeometry(1, 1));

  const cloth = useDisposable(() =>
    createBodyMaterial(state, flameWorld, { base: mixColor('bg', 'surface2', 0.55) }),
  );
  const plumeMaterial = useDisposable(() =>
    createBodyMaterial(state, flameWorld, {
      base: mixColor('bg', 'jade', 0.16),
      veins: 0.8,
      tipGlow: 1,
    }),
  );
  const woodMaterial = useDisposable(() =>
    createBodyMaterial(state, flameWorld, {
      base: mixColor('ember', 'bg', 0.6),
      tipGlow: 1.4,
    }),
  );
  const wingMaterial = useDisposable(() =>
    createBodyMaterial(state, flameWorld, {
      base: mixColor('flame', 'bg', 0.55),
      veins: 0.5,
      tipGlow: 2.2,
    }),
  );
  const beadMaterial = useDisposable(() =>
    createBodyMaterial(state, flameWorld, { base: mixColor('jade', 'bg', 0.35) }),
  );
  const eyeGlow = useDisposable(() =>
    createGlowMaterial(state, {
      color: mixColor('ember', 'gold', 0.5),
      intensity: 0.9,
      falloff: 2.6,
      seed: 1,
    }),
  );
  const halo = useDisposable(() =>
    createGlowMaterial(state, { color: color('flame'), intensity: 0.28, falloff: 2.4, seed: 4 }),
  );

  const painted = useRef(0);
  const turn = () => (body.current?.rotation.y ?? 0) + (head.current?.rotation.y ?? 0);

  useFrame(() => {
    if (painted.current !== state.lookVersion) {
      painted.current = state.lookVersion;
      dress(state, maskMaterial, wingMaterial);
    }
    const t = state.uniforms.uTime.value;
    const { turn, nod } = state.pose;
    const pointer = state.pointer;
    // The body takes most of a turn and the head the rest, as a person turns.
    if (body.current) {
      body.current.rotation.y = 0.78 * turn + 0.1 * pointer.x;
      body.current.position.y = Math.sin(t * 0.8) * 0.025 - nod;
    }
    if (head.current) {
      head.current.rotation.y = 0.14 * pointer.x + 0.22 * turn;
      head.current.rotation.x = -0.08 * pointer.y + nod + Math.sin(t * 0.6) * 0.015;
      head.current.updateWorldMatrix(true, false);
      flameWorld.copy(flameLocal).applyMatrix4(head.current.matrixWorld);
    }
  });

  const eyeZ = 0.5;
  return (
    <group ref={body}>
      <mesh
        geometry={cloakGeometry}
        material={cloth}
        position={[0, -0.62, -0.3]}
        scale={[1, 1, 0.55]}
      />
      <Instances geometry={leafGeometry} material={plumeMaterial} placements={pauldrons} />
      <Instances geometry={beadGeometry} material={beadMaterial} placements={beads} />
      <Instances geometry={spikeGeometry} material={woodMaterial} placements={claws} />
      <Wings state={state} feather={plumeGeometry} material={wingMaterial} />
      <Gear
        state={state}
        flameWorld={flameWorld}
        blade={spikeGeometry}
        sphere={sphere}
        gem={beadGeometry}
        quad={quad}
      />
      <group ref={head} position={[0, headY, 0]}>
        <mesh geometry={quad} material={halo} position={[0, 0.7, -0.6]} scale={[3, 3.4, 1]} />
        <Instances geometry={plumeGeometry} material={plumeMaterial} placements={plumes} />
        <mesh
          geometry={sphere}
          material={cloth}
          position={[0, 0.05, -0.28]}
          scale={[0.7, 0.92, 0.62]}
        />
        <mesh
          ref={mask}
          geometry={maskGeometry}
          material={maskMaterial}
          position={[0, 0, 0.12]}
          onBeforeRender={(_renderer, _scene, camera) => {
            if (mask.current) placeCameraInMask(maskMaterial, mask.current, camera);
          }}
        />
        <Instances geometry={spikeGeometry} material={woodMaterial} placements={spikes} />
        <FlameCrest state={state} turn={turn} />
        {[-1, 1].map((side) => (
          <mesh
            key={side}
            geometry={quad}
            material={eyeGlow}
            position={[side * eyeCenter.x, eyeCenter.y + 0.01, eyeZ]}
            scale={[0.5, 0.34, 1]}
            renderOrder={4}
          />
        ))}
      </group>
    </group>
  );
}
