import { features } from '../../content/features';
import { gatePositions, keyGateIndex } from './world';

/**
 * The story the scene tells down the home page, one beat per part of the page. Each beat is a pose
 * (where the camera is, what the warrior and the props do) as a pure function of how far through
 * its part of the page the reader is; between two beats the poses blend, so nothing cuts.
 */
const keyGate = gatePositions(features.length)[keyGateIndex] ?? [0, 1.4, -6];

export const beatNames = [
  'hero',
  'character',
  'features',
  'gameplay',
  'tokenomics',
  'roadmap',
  'footer',
] as const;

export type BeatName = (typeof beatNames)[number];

/** Every number the scene reads from the story. All blend linearly between beats. */
export interface Pose {
  camX: number;
  camY: number;
  camZ: number;
  lookX: number;
  lookY: number;
  lookZ: number;
  /** The warrior's turn about his own axis, in radians. */
  turn: number;
  /** The head's nod, in radians (positive looks down). */
  nod: number;
  /** 0 calm … 1 full flare of the crest fire. */
  flare: number;
  /** 0 folded … 1 spread: the wings the Character section names. */
  wings: number;
  /** 0 closed … 1 parted: the jungle opening into the realms. */
  part: number;
  /** How much of the realms' gates is lit. */
  realms: number;
  /** The Flame Key's way from the warrior to the gate, 0 … 1. */
  key: number;
  /** The gate unlocking (0 shut … 1 open), and the realm mastered after it. */
  gate: number;
  mastery: number;
  /** The crest fire split into the six allocation embers, 0 … 1, and their turn on the ring. */
  split: number;
  spin: number;
  /** How much of the roadmap's path is drawn, 0 … 1. */
  path: number;
}

export const poseKeys = [
  'camX',
  'camY',
  'camZ',
  'lookX',
  'lookY',
  'lookZ',
  'turn',
  'nod',
  'flare',
  'wings',
  'part',
  'realms',
  'key',
  'gate',
  'mastery',
  'split',
  'spin',
  'path',
] as const satisfies readonly (keyof Pose)[];

const rest: Pose = {
  camX: 0,
  camY: 0.45,
  camZ: 7.9,
  lookX: 0,
  lookY: 0.62,
  lookZ: 0,
  turn: 0,
  nod: 0,
  flare: 0,
  wings: 0,
  part: 0,
  realms: 0,
  key: 0,
  gate: 0,
  mastery: 0,
  split: 0,
  spin: 0,
  path: 0,
};

export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

const orbit = (angle: number, radius: number) => ({
  camX: Math.sin(angle) * radius,
  camZ: Math.cos(angle) * radius,
});

/** Each beat's pose at progress `p` (0 … 1 through its part of the page). */
export const beatPoses: Record<BeatName, (p: number) => Pose> = {
  // The Masked Flame awakens: the camera dollies in and lifts, he turns, the fire flares.
  hero: (p) => {
    const s = smoothstep(0, 1, p);
    return {
      ...rest,
      camY: 0.45 + 0.4 * s,
      camZ: 7.9 - 2.4 * s,
      lookY: 0.62 + 0.25 * s,
      turn: -0.54 * s,
      nod: 0.12 * s,
      flare: s,
    };
  },
  // The camera circles him as he turns: the mask, then the wings spread behind, then the gear.
  character: (p) => ({
    ...rest,
    ...orbit(-0.7 + 1.2 * p, 7.2),
    camY: 1.1,
    lookY: 0.45,
    turn: 0.6 - 1.5 * p,
    nod: 0.05,
    flare: 0.7,
    wings: smoothstep(0, 0.35, p),
  }),
  // Back and up: the leaves part and the realms' gates light, one after another, in the distance.
  features: (p) => ({
    ...rest,
    camX: -0.6 + 1.2 * p,
    camY: 2 + 0.4 * p,
    camZ: 11 + 1.5 * p,
    lookY: 1.2,
    lookZ: -5,
    flare: 0.55,
    wings: 0.6,
    // Parted by the time the section's first cards are read (the reading line a third down them).
    part: smoothstep(0, 0.4, p),
    realms: smoothstep(0.1, 0.9, p),
  }),
  // A Flame Key flies to the nearest gate and unlocks it; the power grows until it is mastered.
  gameplay: (p) => ({
    ...rest,
    camX: -3.6 + 1 * p,
    camY: 1.9 - 0.2 * p,
    camZ: 3.5 - 2 * p,
    lookX: keyGate[0],
    lookY: keyGate[1],
    lookZ: keyGate[2],
    flare: 0.5 + 0.5 * p,
    wings: 0.4,
    part: 1,
    realms: 1,
    // All within the beat's own part: from 0.55 on it hands over to the next.
    key: smoothstep(0.02, 0.3, p),
    gate: smoothstep(0.3, 0.42, p),
    mastery: smoothstep(0.4, 0.55, p),
  }),
  // The fire splits into six embers, one for each share of the supply, and they circle him.
  tokenomics: (p) => ({
    ...rest,
    camY: 1.5,
    camZ: 9.6,
    lookY: 1.15,
    flare: 0.35,
    split: smoothstep(0, 0.45, p),
    spin: p,
  }),
  // The road ahead: a path into the jungle with a waypoint for each phase of the roadmap.
  roadmap: (p) => ({
    ...rest,
    camX: 4.4 - 0.6 * p,
    camY: 3.2 - 0.3 * p,
    camZ: 6 - 2.5 * p,
    lookX: 1.8,
    lookY: -2.4,
    lookZ: -3 - 2 * p,
    turn: 0.8,
    flare: 0.5,
    part: 0.6,
    path: smoothstep(0, 0.4, p),
  }),
  // The scene settles: back where the story began, the fire low.
  footer: () => ({ ...rest, camY: 0.6, camZ: 9.2, lookY: 0.7, flare: 0.25, path: 0.4 }),
};

/**
 * Where, through its part of the page, a beat starts to hand over to the next one. The hero holds
 * longest: its lower half (the buttons, the figures, the address) reads on the page's plain
 * background, as it always has, until the hero is nearly read.
 */
export const handOver: Record<BeatName, number> = {
  hero: 0.8,
  character: 0.55,
  features: 0.55,
  gameplay: 0.55,
  tokenomics: 0.55,
  roadmap: 0.55,
  footer: 1,
};

/** The beat a story position shows, and how far the hand-over to the next one has gone. */
export function beatAt(story: number): { beat: number; progress: number; blend: number } {
  const last = beatNames.length - 1;
  const clamped = Math.min(last + 0.999, Math.max(0, story));
  const beat = Math.floor(clamped);
  const progress = clamped - beat;
  const name = beatNames[beat] ?? 'footer';
  const blend = beat < last ? smoothstep(handOver[name], 1, progress) : 0;
  return { beat, progress, blend };
}

/** The pose at a story position: the beat's own, blended into the next one's start. */
export function poseAt(story: number, out: Pose = { ...rest }): Pose {
  const { beat, progress, blend } = beatAt(story);
  const name = beatNames[beat] ?? 'hero';
  const next = beatNames[beat + 1];
  const from = beatPoses[name](progress);
  const to = next && blend > 0 ? beatPoses[next](0) : from;
  for (const key of poseKeys) out[key] = from[key] + (to[key] - from[key]) * blend;
  return out;
}

export const restPose = (): Pose => ({ ...rest });
