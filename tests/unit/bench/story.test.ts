import { BoxGeometry, Mesh, MeshBasicMaterial, Scene } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateGpuKb, workerFrames } from '../../../bench/story.js';

describe("the scene's frames in a trace", () => {
  const thread = (tid: number, name: string) => ({
    name: 'thread_name',
    ph: 'M',
    pid: 1,
    tid,
    args: { name },
  });
  const frame = (tid: number, ts: number, dur: number, tdur?: number) => ({
    name: 'FireAnimationFrame',
    ph: 'X',
    pid: 1,
    tid,
    ts,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
  });

  it("keeps the workers' animation frames only, in order, in ms", () => {
    const events = [
      thread(7, 'CrRendererMain'),
      thread(9, 'DedicatedWorker thread'),
      frame(9, 20_000, 3000, 1000),
      frame(7, 15_000, 500, 400),
      frame(9, 3_000, 2000, 1500),
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 9, ts: 4_000, dur: 100 },
    ];
    expect(workerFrames(events)).toEqual([
      { at: 3, clockMs: 2, cpuMs: 1.5 },
      { at: 20, clockMs: 3, cpuMs: 1 },
    ]);
  });

  it('takes the clock time where the trace has no thread time', () => {
    const events = [thread(9, 'DedicatedWorker thread'), frame(9, 1000, 4000)];
    expect(workerFrames(events)).toEqual([{ at: 1, clockMs: 4, cpuMs: 4 }]);
  });
});

describe("the estimate of the scene's GPU memory", () => {
  const scope = globalThis as { __emberwildScene?: unknown };
  afterEach(() => delete scope.__emberwildScene);

  const bytesOf = (geometry: BoxGeometry) =>
    Object.values(geometry.attributes).reduce((sum, a) => sum + a.array.byteLength, 0) +
    (geometry.index?.array.byteLength ?? 0);

  it('counts each geometry once, however many meshes share it, plus colour and depth', () => {
    const shared = new BoxGeometry(1, 1, 1, 4, 4, 4);
    const other = new BoxGeometry();
    const material = new MeshBasicMaterial();
    const scene = new Scene();
    scene.add(new Mesh(shared, material), new Mesh(shared, material), new Mesh(other, material));
    const gl = { getContext: () => ({ drawingBufferWidth: 200, drawingBufferHeight: 100 }) };
    scope.__emberwildScene = { three: { scene, gl } };
    expect(estimateGpuKb() * 1024).toBe(bytesOf(shared) + bytesOf(other) + 200 * 100 * 8);
  });

  it('reads zero before the scene has a renderer', () => {
    scope.__emberwildScene = { three: null };
    expect(estimateGpuKb()).toBe(0);
  });
});
