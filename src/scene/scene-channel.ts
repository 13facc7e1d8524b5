import type { ArmoryLook } from '../content/armory-look';
import type { SceneUpdate } from './protocol';

/**
 * How the page's sections talk to the scene without knowing whether it runs, where, or yet: the
 * Armory posts what the Masked Flame wears, and the scene's host, once it has mounted, forwards it.
 * The latest look is kept, so a scene that starts later (or again) is dressed at once. No three.js
 * and no Armory data here: both sides are lazy chunks, and this is all they share.
 */
type Listener = (update: SceneUpdate) => void;

let listener: Listener | null = null;
let latest: ArmoryLook | null = null;

/** Dresses the Masked Flame in `look`, now if the scene runs, or as soon as it starts. */
export function equipScene(look: ArmoryLook): void {
  latest = look;
  listener?.({ type: 'equip', look });
}

/** The host's side: receives every look from now on, the latest one first. */
export function listenForScene(next: Listener): () => void {
  listener = next;
  if (latest) next({ type: 'equip', look: latest });
  return () => {
    if (listener === next) listener = null;
  };
}
