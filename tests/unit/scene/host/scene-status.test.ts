import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatusTracker, restoreWaitMs } from '../../../../src/scene/host/scene-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const report = vi.fn();
  const fail = vi.fn();
  return { report, fail, tracker: createStatusTracker(report, fail) };
}

describe('createStatusTracker', () => {
  it('shows the scene once it has drawn', () => {
    const { report, fail, tracker } = setup();
    tracker.onEvent({ type: 'ready' });
    expect(report).toHaveBeenCalledExactlyOnceWith('live');
    expect(fail).not.toHaveBeenCalled();
  });

  it('shows the still again when the context is lost, and fails if it is not given back', () => {
    const { report, fail, tracker } = setup();
    tracker.onEvent({ type: 'ready' });
    tracker.onEvent({ type: 'context-lost' });
    expect(report).toHaveBeenLastCalledWith('lost');
    vi.advanceTimersByTime(restoreWaitMs - 1);
    expect(fail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fail).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('shows the scene again when the context is restored in time, and does not fail', () => {
    const { report, fail, tracker } = setup();
    tracker.onEvent({ type: 'ready' });
    tracker.onEvent({ type: 'context-lost' });
    vi.advanceTimersByTime(restoreWaitMs - 100);
    tracker.onEvent({ type: 'context-restored' });
    expect(report.mock.calls).toEqual([['live'], ['lost'], ['live']]);
    vi.advanceTimersByTime(restoreWaitMs * 4);
    expect(fail).not.toHaveBeenCalled();
  });

  it('waits a few seconds, not forever and not at once', () => {
    expect(restoreWaitMs).toBeGreaterThanOrEqual(1000);
    expect(restoreWaitMs).toBeLessThanOrEqual(10_000);
  });

  it('fails at once when the scene says it failed', () => {
    const { report, fail, tracker } = setup();
    tracker.onEvent({ type: 'failed', message: 'no WebGL2' });
    expect(fail).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('ignores the scene letting go of its context', () => {
    const { report, fail, tracker } = setup();
    tracker.onEvent({ type: 'disposed' });
    expect(report).not.toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
  });

  it('never fails once disposed, even while waiting for a lost context', () => {
    const { fail, tracker } = setup();
    tracker.onEvent({ type: 'context-lost' });
    tracker.dispose();
    vi.advanceTimersByTime(restoreWaitMs * 2);
    expect(fail).not.toHaveBeenCalled();
  });
});
