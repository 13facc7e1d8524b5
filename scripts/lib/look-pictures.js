// The share pictures (one per Armory set, assets/public/looks/<slug>.jpg, and its portrait crop,
// <slug>.avif) and their manifest: what `npm run render:looks` writes, and what
// tests/unit/scripts/look-pictures.test.ts holds them to.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const LOOKS_COMMAND = 'npm run render:looks';
export const pictureDir = 'assets/public/looks';
export const manifestPath = 'assets/looks/manifest.json';
/** No link preview needs more, and a crawler that gives up on a large image shows none. */
export const MAX_PICTURE_BYTES = 150 * 1024;

/**
 * How the pictures are drawn: the scene's framing and the card around it. Part of every hash, so a
 * change here, like a change of a look, makes every picture stale until they are rendered again.
 */
export const pictureFrame = {
  version: 1,
  scene: { width: 1120, height: 1260, time: 2.6, story: 1.5 },
  art: { width: 560, height: 630 },
  jpegQuality: 82,
  // The Armory's portrait of the set on a wide screen (sections/armory-stage.tsx): the part of the
  // art the card leaves clear of its name, at the scene's own size, <slug>.avif beside the card.
  portrait: { left: 180, top: 0, width: 940, height: 1260, avifQuality: 45 },
};

/** The hash of what a set's picture shows: its three looks (src/content/armory.ts) and the frame. */
export const lookHash = (look) =>
  createHash('sha256')
    .update(JSON.stringify({ look, frame: pictureFrame }))
    .digest('hex')
    .slice(0, 16);

/** @returns {Record<string, { hash: string, bytes: number, portraitBytes: number }>} slug → its files */
export function readManifest() {
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}
