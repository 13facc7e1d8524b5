import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decideScene,
  gateScene,
  probeWebgl2OnMainThread,
  readPreferences,
  type SceneCapabilities,
} from '../../../../src/scene/gate/scene-capabilities';
import { classifyWebgl2 } from '../../../../src/scene/gate/webgl-support';

const capable: SceneCapabilities = {
  reducedMotion: false,
  saveData: false,
  webgl2: 'ok',
  offscreen: true,
};

describe('the 3D capability gate', () => {
  it('shows the scene in a worker when WebGL2 works on an OffscreenCanvas', () => {
    expect(decideScene(capable)).toEqual({ show: 'scene', mode: 'worker' });
  });

  it('shows the scene on the main thread when a worker cannot render WebGL2', () => {
    expect(decideScene({ ...capable, offscreen: false })).toEqual({
      show: 'scene',
      mode: 'main-thread',
    });
  });

  it('shows the image to visitors who prefer reduced motion', () => {
    expect(decideScene({ ...capable, reducedMotion: true })).toEqual({
      show: 'image',
      reason: 'reduced-motion',
    });
  });

  it('shows the image when the visitor asks to save data', () => {
    expect(decideScene({ ...capable, saveData: true })).toEqual({
      show: 'image',
      reason: 'save-data',
    });
  });

  it('shows the image without WebGL2', () => {
    expect(decideScene({ ...capable, webgl2: 'missing', offscreen: false })).toEqual({
      show: 'image',
      reason: 'no-webgl2',
    });
  });

  it('shows the image when WebGL2 only comes with a major performance caveat', () => {
    expect(decideScene({ ...capable, webgl2: 'performance-caveat' })).toEqual({
      show: 'image',
      reason: 'performance-caveat',
    });
  });

  it('lets the cheapest refusal win: reduced motion before save-data before WebGL', () => {
    expect(
      decideScene({ reducedMotion: true, saveData: true, webgl2: 'missing', offscreen: false }),
    ).toEqual({ show: 'image', reason: 'reduced-motion' });
    expect(
      decideScene({ reducedMotion: false, saveData: true, webgl2: 'missing', offscreen: false }),
    ).toEqual({ show: 'image', reason: 'save-data' });
  });
});

describe('reading the visitor’s preferences', () => {
  const fakeWindow = (reducedMotion: boolean, saveData?: boolean) =>
    ({
      matchMedia: (query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion,
      }),
      navigator: saveData === undefined ? {} : { connection: { saveData } },
    }) as unknown as Window;

  it('reads prefers-reduced-motion and Save-Data', () => {
    expect(readPreferences(fakeWindow(true, true))).toEqual({
      reducedMotion: true,
      saveData: true,
    });
    expect(readPreferences(fakeWindow(false, false))).toEqual({
      reducedMotion: false,
      saveData: false,
    });
  });

  it('treats a browser without the Network Information API as not saving data', () => {
    expect(readPreferences(fakeWindow(false)).saveData).toBe(false);
  });

  it('decides on preferences alone, without probing the GPU, when they refuse the scene', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    await expect(gateScene(fakeWindow(true))).resolves.toEqual({
      show: 'image',
      reason: 'reduced-motion',
    });
    await expect(gateScene(fakeWindow(false, true))).resolves.toEqual({
      show: 'image',
      reason: 'save-data',
    });
    expect(getContext).not.toHaveBeenCalled();
  });
});

describe('probing WebGL2', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('accepts a context that refuses software fallbacks', () => {
    const factory = vi.fn(() => ({}));
    expect(classifyWebgl2(factory)).toBe('ok');
    expect(factory).toHaveBeenCalledWith(true);
  });

  it('calls a context that exists only with the caveat a performance caveat', () => {
    expect(classifyWebgl2((caveat) => (caveat ? null : {}))).toBe('performance-caveat');
  });

  it('calls no context at all, or a throwing one, missing', () => {
    expect(classifyWebgl2(() => null)).toBe('missing');
    expect(
      classifyWebgl2(() => {
        throw new Error('blocked');
      }),
    ).toBe('missing');
  });

  it('finds WebGL2 missing on the main thread when the browser has no WebGL2 at all', () => {
    vi.stubGlobal('WebGL2RenderingContext', undefined);
    expect(probeWebgl2OnMainThread(document)).toBe('missing');
  });

  it('asks the main-thread canvas for webgl2 with failIfMajorPerformanceCaveat', () => {
    vi.stubGlobal('WebGL2RenderingContext', function WebGL2RenderingContext() {});
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({}) as RenderingContext);
    expect(probeWebgl2OnMainThread(document)).toBe('ok');
    expect(getContext).toHaveBeenCalledWith('webgl2', { failIfMajorPerformanceCaveat: true });
  });
});

describe('the probe worker', () => {
  const visitor = {
    matchMedia: () => ({ matches: false }),
    navigator: {},
  } as unknown as Window;

  /** A browser that can hand a canvas to a worker, whose probe worker answers `answer`. */
  function browserWithProbe(answer: string | null) {
    vi.stubGlobal('WebGL2RenderingContext', function WebGL2RenderingContext() {});
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      configurable: true,
      value: () => ({}),
    });
    const terminate = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: ((event: { data: string }) => void) | null = null;
        onerror: (() => void) | null = null;
        terminate = terminate;
        constructor() {
          if (answer !== null) queueMicrotask(() => this.onmessage?.({ data: answer }));
        }
      },
    );
    return { terminate };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });

  it('sends the scene to a worker when the probe worker finds WebGL2', async () => {
    vi.resetModules();
    const { terminate } = browserWithProbe('ok');
    const { gateScene: gate } = await import('../../../../src/scene/gate/scene-capabilities');
    await expect(gate(visitor)).resolves.toEqual({ show: 'scene', mode: 'worker' });
    // Parked, not ended: ending it would make the main thread wait for the GPU.
    expect(terminate).not.toHaveBeenCalled();
  });

  it('keeps the image, without a main-thread probe, when the probe worker never answers', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    browserWithProbe(null);
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    const { gateScene: gate } = await import('../../../../src/scene/gate/scene-capabilities');
    const verdict = gate(visitor);
    await vi.advanceTimersByTimeAsync(31_000);
    await expect(verdict).resolves.toEqual({ show: 'image', reason: 'no-webgl2' });
    expect(getContext).not.toHaveBeenCalled();
  });
});
