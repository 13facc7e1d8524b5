import type { SceneController } from './scene-runtime';

/**
 * The scene's one handle for tests, the benchmarks and diagnostics: the live controller, on the
 * global scope of wherever the scene runs (the worker, or the page on the main-thread path and in
 * the still renderer). The page itself never reads it.
 */
export interface SceneDebugScope {
  __emberwildScene?: SceneController;
}

const scope = globalThis as SceneDebugScope;

export function exposeScene(controller: SceneController): void {
  scope.__emberwildScene = controller;
}

export function withdrawScene(): void {
  delete scope.__emberwildScene;
}
