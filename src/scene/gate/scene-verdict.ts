/**
 * The gate in front of the 3D hero: what the browser can do and what the visitor prefers decide
 * whether the scene's code is requested at all. Every other visitor keeps the still image and
 * never pays for three.js.
 */
import type { AnimationChoice } from '../../lib/animation-state';
import type { WebglSupport } from './webgl-support';

export interface SceneCapabilities {
  reducedMotion: boolean;
  saveData: boolean;
  webgl2: WebglSupport;
  /** WebGL2 works on an OffscreenCanvas in a worker and a page canvas can hand itself over. */
  offscreen: boolean;
}

export type ImageReason =
  | 'reduced-motion'
  | 'save-data'
  | 'no-webgl2'
  | 'performance-caveat'
  | 'software-renderer'
  | 'animation-off';
export type SceneMode = 'worker' | 'main-thread';
export type SceneVerdict =
  { show: 'scene'; mode: SceneMode } | { show: 'image'; reason: ImageReason };

/**
 * No WebGL2 rules the scene out. Otherwise the visitor's choice wins; without one, each automatic
 * condition that rules the scene out wins over the ones after it.
 */
export function decideScene(
  capabilities: SceneCapabilities,
  choice: AnimationChoice | null,
): SceneVerdict {
  if (capabilities.webgl2 === 'missing') return { show: 'image', reason: 'no-webgl2' };
  if (choice === 'off') return { show: 'image', reason: 'animation-off' };
  if (choice !== 'on') {
    if (capabilities.reducedMotion) return { show: 'image', reason: 'reduced-motion' };
    if (capabilities.saveData) return { show: 'image', reason: 'save-data' };
    if (capabilities.webgl2 !== 'ok') return { show: 'image', reason: capabilities.webgl2 };
  }
  return { show: 'scene', mode: capabilities.offscreen ? 'worker' : 'main-thread' };
}
