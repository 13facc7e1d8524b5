import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage, SceneStart } from '../../../src/scene/protocol';

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
};
/** Lets the pending promises settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the worker port', () => {
  it('parks the worker, and starts the next scene in it only once the last one is released', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    const first = openWorkerPort(canvas(), start, () => {});
    const [worker] = FakeWorker.created;
    expect(worker!.posted).toEqual(['start']);
    first.close();
    expect(worker!.posted).toEqual(['start', 'dispose']);
    expect(worker!.terminated).toBe(false);

    const events = vi.fn();
    const second = openWorkerPort(canvas(), start, events);
    second.send({ type: 'active', active: false });
    await settle();
    // Reused, not a new worker; nothing reaches it while it is still letting go.
    expect(FakeWorker.created).toHaveLength(1);
    expect(worker!.posted).toEqual(['start', 'dispose']);

    worker!.answer({ type: 'disposed' });
    await settle();
    expect(worker!.posted).toEqual(['start', 'dispose', 'start', 'active']);
    worker!.answer({ type: 'ready' });
    expect(events).toHaveBeenLastCalledWith({ type: 'ready' });
  });

  it('never starts a scene whose port closed while it waited', async () => {
    const { openWorkerPort } = await import('../../../src/scene/scene-port');
    openWorkerPort(canvas(), start, () => {}).close();
    const [worker] = FakeWorker.created;
    openWorkerPort(canvas(), start, () => {}).close();
    worker!.answer({ type: 'disposed' });
    await settle();
    expect(worker!.posted).toEqual(['start', 'dispose', 'dispose']);
  });
});
