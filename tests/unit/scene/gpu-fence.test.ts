import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterGpuCatchesUp, fenceGiveUpMs, fencePollMs } from '../../../src/scene/gpu-fence';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const SIGNALED = 0x9119;
const UNSIGNALED = 0x9118;

/** The calls of a WebGL 2 context the fence makes, with a GPU that finishes when told to. */
function fakeGl() {
  const gpu = { finished: false, lost: false };
  const sync = {};
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    SIGNALED,
    fenceSync: vi.fn(() => sync),
    flush: vi.fn(),
    getSyncParameter: vi.fn(() => (gpu.finished ? SIGNALED : UNSIGNALED)),
    deleteSync: vi.fn(),
    isContextLost: () => gpu.lost,
  };
  return { gpu, gl, sync, context: gl as unknown as WebGL2RenderingContext };
}

describe('afterGpuCatchesUp', () => {
  it('waits for the GPU to run what was drawn, then calls once and frees the fence', () => {
    const { gpu, gl, sync, context } = fakeGl();
    const done = vi.fn();
    afterGpuCatchesUp(context, done);
    expect(gl.flush).toHaveBeenCalled();
    vi.advanceTimersByTime(fencePollMs * 10);
    expect(done).not.toHaveBeenCalled();
    gpu.finished = true;
    vi.advanceTimersByTime(fencePollMs);
    expect(done).toHaveBeenCalledTimes(1);
    expect(gl.deleteSync).toHaveBeenCalledWith(sync);
    vi.advanceTimersByTime(fencePollMs * 10);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('calls at once without fences: WebGL 1, or no context', () => {
    const done = vi.fn();
    afterGpuCatchesUp({} as WebGLRenderingContext, done);
    afterGpuCatchesUp(null, done);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when told to, and frees the fence', () => {
    const { gpu, gl, context } = fakeGl();
    const done = vi.fn();
    const stop = afterGpuCatchesUp(context, done);
    stop();
    gpu.finished = true;
    vi.advanceTimersByTime(fenceGiveUpMs * 2);
    expect(done).not.toHaveBeenCalled();
    expect(gl.deleteSync).toHaveBeenCalledTimes(1);
  });

  it('never calls for a context lost meanwhile', () => {
    const { gpu, context } = fakeGl();
    const done = vi.fn();
    afterGpuCatchesUp(context, done);
    gpu.lost = true;
    vi.advanceTimersByTime(fenceGiveUpMs * 2);
    expect(done).not.toHaveBeenCalled();
  });

  it('trusts the frame after a while where the fence never signals', () => {
    const { context } = fakeGl();
    const done = vi.fn();
    afterGpuCatchesUp(context, done);
    vi.advanceTimersByTime(fenceGiveUpMs - fencePollMs * 2);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(fencePollMs * 3);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
