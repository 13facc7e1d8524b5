/** Messages between the page (the scene host) and the scene, wherever the scene runs. */

export interface SceneViewport {
  width: number;
  height: number;
  /** Already capped by the host: 1 below 1024 px wide, at most 2 above. */
  dpr: number;
}

export interface SceneInputs {
  /** 0 with the hero at the top of the page, 1 once it has scrolled out of view. */
  scroll: number;
  /** Pointer position over the window, -1…1 on each axis (0, 0 without a fine pointer). */
  pointerX: number;
  pointerY: number;
}

export interface SceneStart {
  viewport: SceneViewport;
  inputs: SceneInputs;
  active: boolean;
}

export type HostMessage =
  | ({ type: 'start'; canvas: OffscreenCanvas } & SceneStart)
  | { type: 'viewport'; viewport: SceneViewport }
  | { type: 'inputs'; inputs: SceneInputs }
  | { type: 'active'; active: boolean }
  | { type: 'dispose' };

export type SceneEvent =
  | { type: 'ready' }
  | { type: 'context-lost' }
  | { type: 'context-restored' }
  | { type: 'failed'; message: string }
  | { type: 'disposed' };
