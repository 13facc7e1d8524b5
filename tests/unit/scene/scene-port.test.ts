import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage, SceneStart } from '../../../src/scene/scene-messages';
import { startScene } from '../../../src/scene/scene-runtime';

// The main-thread port loads the runtime (three.js) lazily; here it is a controller that records.
vi.mock('../../../src/scene/scene-runtime', () => ({ startScene: vi.fn() }));

/** A worker that records what the page posts and lets the test answer. */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  posted: string[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    super();
    FakeWorker.created.push(this);
  }
  postMessage(message: HostMessage) {
    this.posted.push(message.type);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker says something. */
  answer(data: unknown) {
    const message = new MessageEvent('message', { data });
    this.dispatchEvent(message);
    this.onmessage?.(message);
  }
}

const canvas = () => ({ transferControlToOffscreen: () => ({}) }) as unknown as HTMLCanvasElement;
const start: SceneStart = {
  viewport: { width: 400, height: 450, dpr: 1 },
  inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
  layout: null,
  active: true,
  playing: true,
};

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker port', () => {
  it('hands the canvas to a worker of its own and passes on what the scene says', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    const port = openWorkerPort(canvas(), start, events);
    const [worker] = FakeWorker.created;
    expect(worker!.posted).toEqual(['start']);
    port.send({ type: 'playing', playing: false });
    expect(worker!.posted).toEqual(['start', 'playing']);
    worker!.answer({ type: 'ready' });
    expect(events).toHaveBeenLastCalledWith({ type: 'ready' });
    // The next scene gets a worker of its own: none is parked.
    openWorkerPort(canvas(), start, () => {});
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('asks the scene to let go of its context when closed, and ends the worker once it has', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    const port = openWorkerPort(canvas(), start, events);
    const [worker] = FakeWorker.created;
    port.close();
    port.close();
    expect(worker!.posted).toEqual(['start', 'dispose']);
    expect(worker!.terminated).toBe(false);
    // What the closing scene still says reaches no one.
    worker!.answer({ type: 'ready' });
    expect(events).not.toHaveBeenCalled();
    worker!.answer({ type: 'disposed' });
    expect(worker!.terminated).toBe(true);
  });

  it('reports a worker that fails as a failed scene', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    openWorkerPort(canvas(), start, events);
    const [worker] = FakeWorker.created;
    const error = new ErrorEvent('error', { message: 'boom', cancelable: true });
    worker!.onerror?.(error);
    expect(events).toHaveBeenCalledExactlyOnceWith({ type: 'failed', message: 'boom' });
    expect(error.defaultPrevented).toBe(true);
  });

  it('ends a worker that fails after it was closed, without telling the page', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    const port = openWorkerPort(canvas(), start, events);
    const [worker] = FakeWorker.created;
    port.close();
    worker!.onerror?.(new ErrorEvent('error', { message: 'boom', cancelable: true }));
    expect(worker!.terminated).toBe(true);
    expect(events).not.toHaveBeenCalled();
  });
});

describe('the main-thread port', () => {
  function fakeController() {
    const controller = { update: vi.fn(), dispose: vi.fn(async () => {}) };
    vi.mocked(startScene)
      .mockReset()
      .mockReturnValue(controller as never);
    return controller;
  }

  it('starts the scene once the runtime has loaded, with what the page said meanwhile, in order', async () => {
    const controller = fakeController();
    const { openMainThreadPort } = await import('../../../src/scene/scene-port');
    const port = openMainThreadPort(canvas(), start, () => {});
    port.send({ type: 'inputs', inputs: { scrollY: 40, pointerX: 0, pointerY: 0 } });
    port.send({ type: 'playing', playing: false });
    await vi.waitFor(() => expect(controller.update).toHaveBeenCalledTimes(2));
    expect(startScene).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startScene).mock.lastCall![1]).toEqual(start);
    expect(controller.update.mock.calls).toEqual([
      [{ type: 'inputs', inputs: { scrollY: 40, pointerX: 0, pointerY: 0 } }],
      [{ type: 'playing', playing: false }],
    ]);
    port.send({ type: 'playing', playing: true });
    await vi.waitFor(() =>
      expect(controller.update).toHaveBeenLastCalledWith({ type: 'playing', playing: true }),
    );
    port.close();
    await vi.waitFor(() => expect(controller.dispose).toHaveBeenCalledTimes(1));
  });

  it('passes on what the scene says until it is closed', async () => {
    fakeController();
    const { openMainThreadPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    const port = openMainThreadPort(canvas(), start, events);
    await vi.waitFor(() => expect(startScene).toHaveBeenCalledTimes(1));
    const emit = vi.mocked(startScene).mock.lastCall![2];
    emit({ type: 'ready' });
    expect(events).toHaveBeenCalledExactlyOnceWith({ type: 'ready' });
    port.close();
    emit({ type: 'context-lost' });
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('reports a runtime that fails to load as a failed scene', async () => {
    vi.mocked(startScene)
      .mockReset()
      .mockImplementation(() => {
        throw new Error('chunk failed');
      });
    const { openMainThreadPort } = await import('../../../src/scene/scene-port');
    const events = vi.fn();
    openMainThreadPort(canvas(), start, events);
    await vi.waitFor(() =>
      expect(events).toHaveBeenCalledExactlyOnceWith({
        type: 'failed',
        message: 'Error: chunk failed',
      }),
    );
  });

  it('never starts a scene whose port closed while the runtime loaded', async () => {
    fakeController();
    const { openMainThreadPort } = await import('../../../src/scene/scene-port');
    openMainThreadPort(canvas(), start, () => {}).close();
    // The runtime module has loaded once this import resolves.
    await import('../../../src/scene/scene-runtime');
    await Promise.resolve();
    expect(startScene).not.toHaveBeenCalled();
  });
});
