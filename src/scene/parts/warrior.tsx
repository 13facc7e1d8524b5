import { useFrame } from '@react-three/fiber';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import {
  ConeGeometry,
  Euler,
  type Group,
  IcosahedronGeometry,
  type InstancedMesh,
  LatheGeometry,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  SphereGeometry,
  Vector2,
  Vector3,
} from 'three';
import { eyeCenter, maskSize } from '../geometry/mask-geometry';
import { createMaskGeometry } from '../geometry/mask-geometry';
import { createBroadLeafGeometry, createPlumeGeometry } from '../geometry/leaf-geometry';
import { createBodyMaterial } from '../materials/body-material';
import { createGlowMaterial } from '../materials/glow-material';
import { createMaskMaterial } from '../materials/mask-material';
import { color, mixColor } from '../materials/shared-uniforms';
import type { SceneState } from '../scene-state';
import { useDisposable } from '../use-disposable';
import { FlameCrest } from './flame-crest';

/** Where the crest fire burns, in the mask's space: it lights the carving from above. */
const flameLocal = new Vector3(0, 1.15, 0.35);
const headY = 0.35;

const matrix = new Matrix4();
const rotation = new Quaternion();
const euler = new Euler();
const position = new Vector3();
const scale = new Vector3();

function useInstances(
  ref: RefObject<InstancedMesh | null>,
  layout: (index: number) => { p: Vector3; r: Euler; s: Vector3 },
) {
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    for (let i = 0; i < mesh.count; i++) {
      const { p, r, s } = layout(i);
      rotation.setFromEuler(r);
      mesh.setMatrixAt(i, matrix.compose(p, rotation, s));
    }
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [ref, layout]);
}

const plumeCount = 13;
const plumeLayout = (i: number) => {
  const t = i / (plumeCount - 1);
  const angle = (t - 0.5) * 2.5;
  const length = 1.35 + 0.55 * Math.cos((t - 0.5) * Math.PI) + (i % 2) * 0.25;
  return {
    p: position.set(Math.sin(angle) * 0.25, 0.15 + Math.cos(angle) * 0.2, -0.32 - (i % 2) * 0.05),
    r: euler.set(-0.25, 0, -angle),
    s: scale.set(1.1, length, 1),
  };
};

const spikeCount = 7;
const spikeLayout = (i: number) => {
  const t = i / (spikeCount - 1);
  const angle = (t - 0.5) * 1.7;
  const height = 0.3 + 0.14 * Math.cos((t - 0.5) * Math.PI);
  return {
    p: position.set(
      Math.sin(angle) * maskSize.halfWidth * 0.78,
      Math.cos(angle) * maskSize.halfHeight * 0.9 + height * 0.35,
      0.18 - Math.abs(t - 0.5) * 0.25,
    ),
    r: euler.set(0, 0, -angle),
    s: scale.set(1, height, 1),
  };
};

// Leaf armour on each shoulder, overlapping like scales, tips pointing down the arm.
const pauldronCount = 10;
const pauldronLayout = (i: number) => {
  const side = i < pauldronCount / 2 ? -1 : 1;
  const k = i % (pauldronCount / 2);
  return {
    p: position.set(side * (0.62 + k * 0.2), -0.82 - k * 0.13, 0.32 - k * 0.05),
    r: euler.set(0.5, side * -0.35, side * (1.9 + k * 0.12)),
    s: scale.setScalar(0.62 - k * 0.04),
  };
};

/** A hooded cloak falling from the neck over broad shoulders, as a profile turned on a lathe. */
function createCloakGeometry(): LatheGeometry {
  const profile = [
    [0.001, 0.3],
    [0.3, 0.28],
    [0.33, 0.0],
    [0.45, -0.3],
    [0.95, -0.52],
    [1.45, -0.8],
    [1.7, -1.3],
    [1.8, -2.2],
  ].map(([r, y]) => new Vector2(r, y));
  return new LatheGeometry(profile, 48);
}

// A necklace of jade beads strung between ember-tipped claws.
const necklace = (t: number) => {
  const angle = (t - 0.5) * 2.3;
  return position.set(
    Math.sin(angle) * 0.62,
    -0.98 - Math.cos(angle) * 0.16,
    Math.cos(angle) * 0.42,
  );
};
const beadCount = 17;
const beadLayout = (i: number) => ({
  p: necklace(i / (beadCount - 1)),
  r: euler.set(0, 0, 0),
  s: scale.setScalar(i % 4 === 2 ? 0.062 : 0.045),
});
const clawCount = 5;
const clawLayout = (i: number) => {
  const t = 0.18 + (0.64 * i) / (clawCount - 1);
  const p = necklace(t);
  return {
    p: p.setY(p.y - 0.02),
    r: euler.set(0.2, 0, Math.PI + (t - 0.5) * 0.9),
    s: scale.set(1.2, i === 2 ? 0.3 : 0.22, 1.2),
  };
};

/**
 * The Masked Flame, head and shoulders: a carved mask with burning eyes under a crest of fire, a
 * fan of leaf plumes behind, a dark hood and cloak, and a string of jade beads.
 */
export function Warrior({ state, flameWorld }: { state: SceneState; flameWorld: Vector3 }) {
  const body = useRef<Group>(null);
  const head = useRef<Group>(null);
  const plumes = useRef<InstancedMesh>(null);
  const spikes = useRef<InstancedMesh>(null);
  const beads = useRef<InstancedMesh>(null);
  const claws = useRef<InstancedMesh>(null);

  const maskGeometry = useDisposable(() => createMaskGeometry());
  const maskMaterial = useDisposable(() => createMaskMaterial(state, flameLocal));
  const sphere = useDisposable(() => new SphereGeometry(1, 40, 28));
  const cloakGeometry = useDisposable(createCloakGeometry);
  const leafGeometry = useDisposable(() => createBroadLeafGeometry());
  const pauldrons = useRef<InstancedMesh>(null);
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

  useInstances(plumes, plumeLayout);
  useInstances(spikes, spikeLayout);
  useInstances(beads, beadLayout);
  useInstances(claws, clawLayout);
  useInstances(pauldrons, pauldronLayout);

  const turn = () => (body.current?.rotation.y ?? 0) + (head.current?.rotation.y ?? 0);

  useFrame(() => {
    const t = state.uniforms.uTime.value;
    const { scroll, pointerX, pointerY } = state.eased;
    if (body.current) {
      body.current.rotation.y = -0.42 * scroll + 0.1 * pointerX;
      body.current.position.y = Math.sin(t * 0.8) * 0.025 - 0.12 * scroll;
    }
    if (head.current) {
      head.current.rotation.y = 0.14 * pointerX - 0.12 * scroll;
      head.current.rotation.x = -0.08 * pointerY + 0.12 * scroll + Math.sin(t * 0.6) * 0.015;
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
      <instancedMesh
        ref={pauldrons}
        args={[leafGeometry, plumeMaterial, pauldronCount]}
        frustumCulled={false}
      />
      <instancedMesh
        ref={beads}
        args={[beadGeometry, beadMaterial, beadCount]}
        frustumCulled={false}
      />
      <instancedMesh
        ref={claws}
        args={[spikeGeometry, woodMaterial, clawCount]}
        frustumCulled={false}
      />
      <group ref={head} position={[0, headY, 0]}>
        <mesh geometry={quad} material={halo} position={[0, 0.7, -0.6]} scale={[3, 3.4, 1]} />
        <instancedMesh
          ref={plumes}
          args={[plumeGeometry, plumeMaterial, plumeCount]}
          frustumCulled={false}
        />
        <mesh
          geometry={sphere}
          material={cloth}
          position={[0, 0.05, -0.28]}
          scale={[0.7, 0.92, 0.62]}
        />
        <mesh geometry={maskGeometry} material={maskMaterial} position={[0, 0, 0.12]} />
        <instancedMesh
          ref={spikes}
          args={[spikeGeometry, woodMaterial, spikeCount]}
          frustumCulled={false}
        />
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
