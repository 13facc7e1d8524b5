import type { RootState } from '@react-three/fiber';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFrameLoop,
  type LoopGates,
  relaxedPaceFactor,
  shouldDraw,
} from '../../../src/scene/frame-loop';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The two calls of r3f's root state the loop makes. */
function fakeRoot() {
  const root = { setFrameloop: vi.fn(), invalidate: vi.fn() };
  return { root, state: root as unknown as RootState };
}

const open: LoopGates = {
  active: true,
  compiled: true,
  resting: false,
  yielding: false,
  disposed: false,
};

describe('shouldDraw', () => {
  it('draws only with every gate open', () => {
    expect(shouldDraw(open)).toBe(true);
    expect(shouldDraw({ ...open, active: false })).toBe(false);
    expect(shouldDraw({ ...open, compiled: false })).toBe(false);
    expect(shouldDraw({ ...open, resting: true })).toBe(false);
    expect(shouldDraw({ ...open, yielding: true })).toBe(false);
    expect(shouldDraw({ ...open, disposed: true })).toBe(false);
  });
});

describe('createFrameLoop', () => {
  it('starts closed: hidden, not compiled', () => {
    const loop = createFrameLoop(() => undefined);
    expect(loop.gates).toEqual({
      active: false,
      compiled: false,
      resting: false,
      yielding: false,
      disposed: false,
    });
  });

  it('draws at the display’s rate once every gate opens, and stops when one closes', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
    loop.set({ compiled: true });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('always');
    loop.set({ resting: true });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
    loop.set({ resting: false });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('always');
    loop.set({ active: false });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
    vi.advanceTimersByTime(1000);
    expect(root.invalidate).not.toHaveBeenCalled();
  });

  it('holds a slow GPU to its pace: a frame on demand every interval', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true, compiled: true });
    loop.pace(50);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('demand');
    vi.advanceTimersByTime(49);
    expect(root.invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(151);
    expect(root.invalidate).toHaveBeenCalledTimes(4);
  });

  it('stops the pacer while a gate is closed and starts it again, one at a time', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.pace(50);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
    vi.advanceTimersByTime(500);
    expect(root.invalidate).not.toHaveBeenCalled();
    loop.set({ active: true, compiled: true });
    // Setting a gate again must not leave a second pacer behind.
    loop.set({ active: true });
    vi.advanceTimersByTime(100);
    expect(root.invalidate).toHaveBeenCalledTimes(2);
    loop.set({ resting: true });
    vi.advanceTimersByTime(500);
    expect(root.invalidate).toHaveBeenCalledTimes(2);
  });

  it('goes back to the display’s rate at a pace of 0', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true, compiled: true });
    loop.pace(50);
    loop.pace(0);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('always');
    vi.advanceTimersByTime(500);
    expect(root.invalidate).not.toHaveBeenCalled();
  });

  it('waits for a root: gates set before it exists apply once it does', () => {
    const { root, state } = fakeRoot();
    let current: RootState | undefined = undefined;
    const loop = createFrameLoop(() => current);
    loop.set({ active: true, compiled: true });
    loop.pace(40);
    vi.advanceTimersByTime(200);
    current = state;
    loop.set({});
    expect(root.setFrameloop).toHaveBeenLastCalledWith('demand');
    vi.advanceTimersByTime(80);
    expect(root.invalidate).toHaveBeenCalledTimes(2);
  });

  it('stops for good', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true, compiled: true });
    loop.pace(50);
    loop.stop();
    expect(loop.gates.disposed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(root.invalidate).not.toHaveBeenCalled();
    loop.set({ active: true });
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
  });

  it('relaxes a paced loop to a fraction of its pace, and back', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true, compiled: true });
    loop.pace(50);
    expect(loop.targetMs).toBe(50);
    loop.relax(true);
    expect(loop.targetMs).toBe(50 * relaxedPaceFactor);
    expect(loop.relaxedMs).toBe(50 * relaxedPaceFactor);
    root.invalidate.mockClear();
    vi.advanceTimersByTime(500);
    expect(root.invalidate).toHaveBeenCalledTimes(500 / (50 * relaxedPaceFactor));
    loop.relax(false);
    root.invalidate.mockClear();
    vi.advanceTimersByTime(500);
    expect(root.invalidate).toHaveBeenCalledTimes(10);
  });

  it('leaves a loop at the display’s rate alone when relaxed, and restarts no pace needlessly', () => {
    const { root, state } = fakeRoot();
    const loop = createFrameLoop(() => state);
    loop.set({ active: true, compiled: true });
    expect(loop.paced).toBe(false);
    loop.relax(true);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('always');
    expect(root.setFrameloop).toHaveBeenCalledTimes(1);
    loop.pace(50);
    const calls = root.setFrameloop.mock.calls.length;
    // Relaxing again while relaxed (every scroll event asks) keeps the pacer's rhythm.
    loop.relax(true);
    expect(root.setFrameloop).toHaveBeenCalledTimes(calls);
  });
});
