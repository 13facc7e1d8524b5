import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenInputQuiet } from '../../../src/lib/when-input-quiet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenInputQuiet', () => {
  it('runs once the quiet time has passed with no input', () => {
    const callback = vi.fn();
    whenInputQuiet(300, callback);
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'])(
    'waits again after a %s',
    (type) => {
      const callback = vi.fn();
      whenInputQuiet(300, callback);
      vi.advanceTimersByTime(250);
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(250);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
      expect(callback).toHaveBeenCalledTimes(1);
    },
  );

  it('stops listening once it has run, and never runs once cancelled', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const callback = vi.fn();
    whenInputQuiet(300, callback);
    vi.advanceTimersByTime(300);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function), true);
    const cancelled = vi.fn();
    const cancel = whenInputQuiet(300, cancelled);
    window.dispatchEvent(new Event('scroll'));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
