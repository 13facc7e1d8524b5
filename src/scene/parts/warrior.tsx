import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Group, type Mesh, type ShaderMaterial, Vector3 } from 'three';
import { eyeCenter } from '../geometry/mask-geometry';
import { placeCameraInMask } from '../materials/mask-material';
import type { SceneState } from '../scene-state';
import { FlameCrest } from './flame-crest';
import { paintFeathers, paintMask } from '../materials/look-paint';
import { Gear } from './gear';
import { Instances } from './instances';
import { useWarriorGeometries, useWarriorMaterials } from './use-warrior-kit';
import { poseWarrior } from './warrior-pose';
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

type Geometries = ReturnType<typeof useWarriorGeometries>;
type Materials = ReturnType<typeof useWarriorMaterials>;

/**
 * The Masked Flame, head and shoulders: a carved mask with burning eyes under a crest of fire, a
 * fan of leaf plumes behind, a dark hood and cloak, and a string of jade beads.
 */
export function Warrior({ state, flameWorld }: { state: SceneState; flameWorld: Vector3 }) {
  const body = useRef<Group>(null);
  const head = useRef<Group>(null);
  const geometry = useWarriorGeometries();
  const material = useWarriorMaterials(state, flameWorld, flameLocal);
  const painted = useRef(0);
  const turn = () => (body.current?.rotation.y ?? 0) + (head.current?.rotation.y ?? 0);

  useFrame(() => {
    if (painted.current !== state.lookVersion) {
      painted.current = state.lookVersion;
      dress(state, material.mask, material.wing);
    }
    poseWarrior(state, { body: body.current, head: head.current }, flameLocal, flameWorld);
  });

  return (
    <group ref={body}>
      <mesh
        geometry={geometry.cloak}
        material={material.cloth}
        position={[0, -0.62, -0.3]}
        scale={[1, 1, 0.55]}
      />
      <Instances geometry={geometry.leaf} material={material.plume} placements={pauldrons} />
      <Instances geometry={geometry.bead} material={material.bead} placements={beads} />
      <Instances geometry={geometry.spike} material={material.wood} placements={claws} />
      <Wings state={state} feather={geometry.plume} material={material.wing} />
      <Gear
        state={state}
        flameWorld={flameWorld}
        blade={geometry.spike}
        sphere={geometry.sphere}
        gem={geometry.bead}
        quad={geometry.quad}
      />
      <group ref={head} position={[0, headY, 0]}>
        <WarriorHead state={state} geometry={geometry} material={material} turn={turn} />
      </group>
    </group>
  );
}

const eyeZ = 0.5;

/** The head, in its own space: halo, plumes, hood, the carved mask, crest spikes, fire and eyes. */
function WarriorHead({
  state,
  geometry,
  material,
  turn,
}: {
  state: SceneState;
  geometry: Geometries;
  material: Materials;
  turn: () => number;
}) {
  const mask = useRef<Mesh>(null);
  return (
    <>
      <mesh
        geometry={geometry.quad}
        material={material.halo}
        position={[0, 0.7, -0.6]}
        scale={[3, 3.4, 1]}
      />
      <Instances geometry={geometry.plume} material={material.plume} placements={plumes} />
      <mesh
        geometry={geometry.sphere}
        material={material.cloth}
        position={[0, 0.05, -0.28]}
        scale={[0.7, 0.92, 0.62]}
      />
      <mesh
        ref={mask}
        geometry={geometry.mask}
        material={material.mask}
        position={[0, 0, 0.12]}
        onBeforeRender={(_renderer, _scene, camera) => {
          if (mask.current) placeCameraInMask(material.mask, mask.current, camera);
        }}
      />
      <Instances geometry={geometry.spike} material={material.wood} placements={spikes} />
      <FlameCrest state={state} turn={turn} />
      {[-1, 1].map((side) => (
        <mesh
          key={side}
          geometry={geometry.quad}
          material={material.eyeGlow}
          position={[side * eyeCenter.x, eyeCenter.y + 0.01, eyeZ]}
          scale={[0.5, 0.34, 1]}
          renderOrder={4}
        />
      ))}
    </>
  );
}
