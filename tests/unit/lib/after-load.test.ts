import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from '../../../src/lib/after-load';

const FONT_WAIT_MS = 5000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterLoad', () => {
  it('runs the task after the frame that follows the load event', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    afterLoad(task, FONT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
    // The safety net that follows changes nothing.
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the fallback when a stalled request holds the load event back', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    afterLoad(task, FONT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the next frame when the page has already loaded', async () => {
    const task = vi.fn();
    afterLoad(task, FONT_WAIT_MS);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
