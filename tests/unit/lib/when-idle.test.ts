import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/lib/when-idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks requestIdleCallback, with its timeout (3 s unless told), and cancels there', () => {
    const request = vi.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const callback = vi.fn();
    whenIdle(callback);
    expect(request).toHaveBeenLastCalledWith(callback, { timeout: 3000 });
    whenIdle(callback, { timeout: 2500, fallbackDelay: 200 })();
    expect(request).toHaveBeenLastCalledWith(callback, { timeout: 2500 });
    expect(cancel).toHaveBeenCalledWith(7);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits the fallback delay (1.5 s unless told) where the browser cannot say, cancellably', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback);
    whenIdle(callback, { fallbackDelay: 200 })();
    vi.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    const soon = vi.fn();
    whenIdle(soon, { timeout: 2500, fallbackDelay: 200 });
    vi.advanceTimersByTime(200);
    expect(soon).toHaveBeenCalledTimes(1);
  });
});
