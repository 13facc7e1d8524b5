import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, type SceneUpdate } from '../../../src/scene/apply-update';
import type { SceneController } from '../../../src/scene/scene-runtime';
import { defaultLook } from '../../../src/scene/parts/armory-looks';
import { phone } from './story/layouts';

function fakeController() {
  return {
    setViewport: vi.fn(),
    setLayout: vi.fn(),
    setInputs: vi.fn(),
    setActive: vi.fn(),
    setPlaying: vi.fn(),
    equip: vi.fn(),
  };
}

describe('applyUpdate', () => {
  it.each<[SceneUpdate, keyof ReturnType<typeof fakeController>, unknown]>([
    [
      { type: 'viewport', viewport: { width: 390, height: 844, dpr: 1 } },
      'setViewport',
      { width: 390, height: 844, dpr: 1 },
    ],
    [{ type: 'layout', layout: phone }, 'setLayout', phone],
    [
      { type: 'inputs', inputs: { scrollY: 12, pointerX: 0, pointerY: 0 } },
      'setInputs',
      { scrollY: 12, pointerX: 0, pointerY: 0 },
    ],
    [{ type: 'active', active: false }, 'setActive', false],
    [{ type: 'playing', playing: false }, 'setPlaying', false],
    [{ type: 'playing', playing: true }, 'setPlaying', true],
    [{ type: 'equip', look: defaultLook }, 'equip', defaultLook],
  ])('hands %o to the scene', (update, method, argument) => {
    const controller = fakeController();
    applyUpdate(controller as unknown as SceneController, update);
    expect(controller[method]).toHaveBeenCalledExactlyOnceWith(argument);
    const others = Object.entries(controller).filter(([name]) => name !== method);
    for (const [, other] of others) expect(other).not.toHaveBeenCalled();
  });
});
