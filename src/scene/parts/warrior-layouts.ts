import { maskSize } from '../geometry/mask-geometry';
import type { InstancePlacement, Triple } from './instances';

/**
 * Where the warrior's repeated pieces sit, in the space of the group that holds them: plumes and
 * spikes in the head's, pauldrons, beads and claws in the body's. Every layout mirrors across x.
 */

const uniform = (s: number): Triple => [s, s, s];

/** The fan of leaf plumes behind the mask, longest in the middle, alternate ones set back. */
export function plumeLayout(count = 13): InstancePlacement[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const angle = (t - 0.5) * 2.5;
    const length = 1.35 + 0.55 * Math.cos((t - 0.5) * Math.PI) + (i % 2) * 0.25;
    return {
      position: [Math.sin(angle) * 0.25, 0.15 + Math.cos(angle) * 0.2, -0.32 - (i % 2) * 0.05],
      rotation: [-0.25, 0, -angle],
      scale: [1.1, length, 1],
    };
  });
}

/** Wooden spikes crowning the mask's brow, tallest in the middle. */
export function spikeLayout(count = 7): InstancePlacement[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const angle = (t - 0.5) * 1.7;
    const height = 0.3 + 0.14 * Math.cos((t - 0.5) * Math.PI);
    return {
      position: [
        Math.sin(angle) * maskSize.halfWidth * 0.78,
        Math.cos(angle) * maskSize.halfHeight * 0.9 + height * 0.35,
        0.18 - Math.abs(t - 0.5) * 0.25,
      ],
      rotation: [0, 0, -angle],
      scale: [1, height, 1],
    };
  });
}

/** Leaf armour on each shoulder, overlapping like scales, tips pointing down the arm. */
export function pauldronLayout(perShoulder = 5): InstancePlacement[] {
  return Array.from({ length: perShoulder * 2 }, (_, i) => {
    const side = i < perShoulder ? -1 : 1;
    const k = i % perShoulder;
    return {
      position: [side * (0.62 + k * 0.2), -0.82 - k * 0.13, 0.32 - k * 0.05],
      rotation: [0.5, side * -0.35, side * (1.9 + k * 0.12)],
      scale: uniform(0.62 - k * 0.04),
    };
  });
}

/** The necklace's curve round the neck, t from 0 (one end) to 1 (the other). */
function necklace(t: number): Triple {
  const angle = (t - 0.5) * 2.3;
  return [Math.sin(angle) * 0.62, -0.98 - Math.cos(angle) * 0.16, Math.cos(angle) * 0.42];
}

/** Jade beads strung along the whole necklace, every fourth one larger. */
export function beadLayout(count = 17): InstancePlacement[] {
  return Array.from({ length: count }, (_, i) => ({
    position: necklace(i / (count - 1)),
    rotation: [0, 0, 0],
    scale: uniform(i % 4 === 2 ? 0.062 : 0.045),
  }));
}

/** Ember-tipped claws hanging between the beads at the front, the middle one longest. */
export function clawLayout(count = 5): InstancePlacement[] {
  const middle = (count - 1) / 2;
  return Array.from({ length: count }, (_, i) => {
    const t = 0.18 + (0.64 * i) / (count - 1);
    const [x, y, z] = necklace(t);
    return {
      position: [x, y - 0.02, z],
      rotation: [0.2, 0, Math.PI + (t - 0.5) * 0.9],
      scale: [1.2, i === middle ? 0.3 : 0.22, 1.2],
    };
  });
}
