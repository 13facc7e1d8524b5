import type { HostMessage } from './protocol';
import type { SceneController } from './scene-runtime';

/** The host's updates: every message but the start and the end of a scene. */
export type SceneUpdate = Exclude<HostMessage, { type: 'start' | 'dispose' }>;

/** Hands one update to the scene, wherever it runs (the worker, or this thread). */
export function applyUpdate(controller: SceneController, update: SceneUpdate): void {
  switch (update.type) {
    case 'viewport':
      return controller.setViewport(update.viewport);
    case 'layout':
      return controller.setLayout(update.layout);
    case 'inputs':
      return controller.setInputs(update.inputs);
    case 'active':
      return controller.setActive(update.active);
    case 'equip':
      return controller.equip(update.look);
    case 'playing':
      return controller.setPlaying(update.playing);
  }
}
