/** Messages between the page (the scene host) and the scene, wherever the scene runs. */
import type { ArmoryLook } from '../content/armory-look';
import type { SceneLayout } from './story/story-position';

export interface SceneViewport {
  width: number;
  height: number;
  /** Already capped by the host: 1 below 1024 px wide, at most 2 above. */
  dpr: number;
}

export interface SceneInputs {
  /** The page's scroll position, in CSS pixels. */
  scrollY: number;
  /** Pointer position over the window, -1…1 on each axis (0, 0 without a fine pointer). */
  pointerX: number;
  pointerY: number;
}

export interface SceneStart {
  viewport: SceneViewport;
  inputs: SceneInputs;
  layout: SceneLayout | null;
  /** As the `active` and `playing` updates below say. */
  active: boolean;
  playing: boolean;
}

/** The host's updates: every message but the start and the end of a scene. */
export type SceneUpdate =
  /** The screen or the page changed size: the canvas's size, and where the page's parts are. */
  | { type: 'layout'; viewport: SceneViewport; layout: SceneLayout }
  | { type: 'inputs'; inputs: SceneInputs }
  /** The tab is shown (and the page is the home page), or not. */
  | { type: 'active'; active: boolean }
  /** The visitor's Animation control: false stops every frame until it is true again. */
  | { type: 'playing'; playing: boolean }
  /** Dresses the Masked Flame: shown in the next frame drawn, with no new GPU resource. */
  | { type: 'equip'; look: ArmoryLook };

export type HostMessage =
  ({ type: 'start'; canvas: OffscreenCanvas } & SceneStart) | SceneUpdate | { type: 'dispose' };

export type SceneEvent =
  | { type: 'ready' }
  /** The first frame drawn in a newly equipped look (the Armory's click → frame figure). */
  | { type: 'dressed'; version: number }
  | { type: 'context-lost' }
  /** The browser gave the lost context back: the scene draws again, then says 'context-restored'. */
  | { type: 'context-returned' }
  /** Drawn again after a lost context: the page may show the canvas. */
  | { type: 'context-restored' }
  | { type: 'failed'; message: string }
  | { type: 'disposed' };
