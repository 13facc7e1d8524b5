import { describe, expect, it } from 'vitest';
import type { AnimationChoice } from '../../../../src/lib/animation-state';
import { decideScene, type SceneCapabilities } from '../../../../src/scene/gate/scene-verdict';

const capable: SceneCapabilities = {
  reducedMotion: false,
  saveData: false,
  webgl2: 'ok',
  offscreen: true,
};

const choices: (AnimationChoice | null)[] = [null, 'on', 'off'];

describe('the automatic verdict (the visitor has not chosen)', () => {
  it('shows the scene in a worker when WebGL2 works on an OffscreenCanvas', () => {
    expect(decideScene(capable, null)).toEqual({ show: 'scene', mode: 'worker' });
  });

  it('shows the scene on the main thread when a worker cannot render WebGL2', () => {
    expect(decideScene({ ...capable, offscreen: false }, null)).toEqual({
      show: 'scene',
      mode: 'main-thread',
    });
  });

  it.each([
    [{ reducedMotion: true }, 'reduced-motion'],
    [{ saveData: true }, 'save-data'],
    [{ webgl2: 'performance-caveat' }, 'performance-caveat'],
    [{ webgl2: 'software-renderer' }, 'software-renderer'],
    [{ webgl2: 'missing', offscreen: false }, 'no-webgl2'],
  ] as const)('shows the image for %o, saying %s', (condition, reason) => {
    expect(decideScene({ ...capable, ...condition }, null)).toEqual({ show: 'image', reason });
  });

  it('names the first reason: no WebGL2, then reduced motion, Save-Data, the renderer', () => {
    const everything: SceneCapabilities = {
      reducedMotion: true,
      saveData: true,
      webgl2: 'missing',
      offscreen: false,
    };
    const reasonOf = (capabilities: SceneCapabilities) => {
      const verdict = decideScene(capabilities, null);
      return verdict.show === 'image' ? verdict.reason : null;
    };
    expect(reasonOf(everything)).toBe('no-webgl2');
    expect(reasonOf({ ...everything, webgl2: 'software-renderer' })).toBe('reduced-motion');
    expect(reasonOf({ ...everything, webgl2: 'software-renderer', reducedMotion: false })).toBe(
      'save-data',
    );
  });
});

describe('the visitor’s choice', () => {
  it('turned off, shows the image even where the scene would play', () => {
    expect(decideScene(capable, 'off')).toEqual({ show: 'image', reason: 'animation-off' });
    expect(decideScene({ ...capable, offscreen: false }, 'off')).toEqual({
      show: 'image',
      reason: 'animation-off',
    });
  });

  it.each<Partial<SceneCapabilities>>([
    { reducedMotion: true },
    { saveData: true },
    { webgl2: 'performance-caveat' },
    { webgl2: 'software-renderer' },
    { reducedMotion: true, saveData: true, webgl2: 'software-renderer' },
  ])('turned on, shows the scene where WebGL2 exists, even with %o', (condition) => {
    expect(decideScene({ ...capable, ...condition }, 'on')).toEqual({
      show: 'scene',
      mode: 'worker',
    });
    expect(decideScene({ ...capable, ...condition, offscreen: false }, 'on')).toEqual({
      show: 'scene',
      mode: 'main-thread',
    });
  });

  it.each(choices)('cannot bring the scene where WebGL2 is missing (choice %s)', (choice) => {
    expect(decideScene({ ...capable, webgl2: 'missing', offscreen: false }, choice)).toEqual({
      show: 'image',
      reason: 'no-webgl2',
    });
  });
});
