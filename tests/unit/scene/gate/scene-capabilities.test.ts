import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  probeWebgl2OnMainThread,
  readPreferences,
} from '../../../../src/scene/gate/scene-capabilities';

const fakeWindow = (reducedMotion: boolean, saveData?: boolean) =>
  ({
    matchMedia: (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion,
    }),
    navigator: saveData === undefined ? {} : { connection: { saveData } },
  }) as unknown as Window;

/** A WebGL2 context drawn by `renderer`, as the main-thread canvas would hand it out. */
const contextDrawnBy = (renderer: string) =>
  ({
    RENDERER: 0x1f01,
    getExtension: () => null,
    getParameter: (parameter: number) => (parameter === 0x1f01 ? renderer : null),
  }) as unknown as RenderingContext;

/** A browser without WebGL2 has no such global (jsdom has none either, unless a test stubbed it). */
const withoutWebgl2 = () => Reflect.deleteProperty(globalThis, 'WebGL2RenderingContext');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
});

describe('reading the visitor’s preferences', () => {
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
});

describe('probing WebGL2 on the main thread', () => {
  it('finds WebGL2 missing when the browser has no WebGL2 at all', () => {
    withoutWebgl2();
    expect(probeWebgl2OnMainThread(document)).toBe('missing');
  });

  it('asks the canvas for webgl2 that refuses a major performance caveat, and reads its renderer', () => {
    vi.stubGlobal('WebGL2RenderingContext', function WebGL2RenderingContext() {});
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => contextDrawnBy('Apple GPU'));
    expect(probeWebgl2OnMainThread(document)).toBe('ok');
    expect(getContext).toHaveBeenCalledWith('webgl2', { failIfMajorPerformanceCaveat: true });
    getContext.mockImplementation(() => contextDrawnBy('Microsoft Basic Render Driver'));
    expect(probeWebgl2OnMainThread(document)).toBe('software-renderer');
  });
});

describe('readCapabilities', () => {
  /** A browser that can hand a canvas to a worker, whose probe worker answers `answer`. */
  function browserWithProbe(answer: string | null) {
    vi.stubGlobal('WebGL2RenderingContext', function WebGL2RenderingContext() {});
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      configurable: true,
      value: () => ({}),
    });
    const workers: { terminated: boolean }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: ((event: { data: string }) => void) | null = null;
        onerror: (() => void) | null = null;
        terminated = false;
        constructor() {
          workers.push(this);
          if (answer !== null) queueMicrotask(() => this.onmessage?.({ data: answer }));
        }
        terminate() {
          this.terminated = true;
        }
      },
    );
    return { workers };
  }

  /** The module afresh: it probes the GPU once per page load. */
  const load = async () => {
    vi.resetModules();
    return import('../../../../src/scene/gate/scene-capabilities');
  };

  let getContext: MockInstance<HTMLCanvasElement['getContext']>;
  beforeEach(() => {
    getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('sends the scene to a worker when the probe worker finds WebGL2, and ends that worker', async () => {
    const { workers } = browserWithProbe('ok');
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(false))).resolves.toEqual({
      reducedMotion: false,
      saveData: false,
      webgl2: 'ok',
      offscreen: true,
    });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(getContext).not.toHaveBeenCalled();
  });

  it('never reads the WebGL2 interface on the main thread: building it holds up the page', async () => {
    browserWithProbe('ok');
    let reads = 0;
    Object.defineProperty(globalThis, 'WebGL2RenderingContext', {
      configurable: true,
      get: () => {
        reads += 1;
        return function WebGL2RenderingContext() {};
      },
    });
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(false))).resolves.toMatchObject({ webgl2: 'ok' });
    expect(reads).toBe(0);
  });

  it('passes on a software renderer the probe worker found', async () => {
    browserWithProbe('software-renderer');
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(false))).resolves.toMatchObject({
      webgl2: 'software-renderer',
      offscreen: true,
    });
  });

  it('probes the GPU under reduced motion and Save-Data too: the visitor may ask for the scene', async () => {
    const { workers } = browserWithProbe('ok');
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(true, true))).resolves.toEqual({
      reducedMotion: true,
      saveData: true,
      webgl2: 'ok',
      offscreen: true,
    });
    expect(workers).toHaveLength(1);
  });

  it('probes once per page load, and reads the preferences afresh each time', async () => {
    const { workers } = browserWithProbe('ok');
    const { readCapabilities } = await load();
    await readCapabilities(fakeWindow(false));
    await expect(readCapabilities(fakeWindow(true))).resolves.toMatchObject({
      reducedMotion: true,
      webgl2: 'ok',
    });
    expect(workers).toHaveLength(1);
  });

  it('runs the scene on the main thread where a worker has no WebGL2 but the page does', async () => {
    const { workers } = browserWithProbe('missing');
    getContext.mockReturnValue(contextDrawnBy('Mali-G78'));
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(false))).resolves.toMatchObject({
      webgl2: 'ok',
      offscreen: false,
    });
    expect(workers[0]!.terminated).toBe(true);
  });

  it('keeps the image, without a main-thread probe, when the probe worker never answers', async () => {
    vi.useFakeTimers();
    const { workers } = browserWithProbe(null);
    const { readCapabilities } = await load();
    const capabilities = readCapabilities(fakeWindow(false));
    await vi.advanceTimersByTimeAsync(31_000);
    await expect(capabilities).resolves.toMatchObject({ webgl2: 'missing', offscreen: false });
    expect(getContext).not.toHaveBeenCalled();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('finds WebGL2 missing, with no worker, in a browser without WebGL2', async () => {
    const { workers } = browserWithProbe('ok');
    withoutWebgl2();
    const { readCapabilities } = await load();
    await expect(readCapabilities(fakeWindow(false))).resolves.toMatchObject({
      webgl2: 'missing',
    });
    expect(workers).toHaveLength(0);
  });
});
