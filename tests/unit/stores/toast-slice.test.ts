import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyToast } from '../../../src/boot/boot-contract';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../../../src/stores/toast-slice';
import { useUiStore } from '../../../src/stores/ui-store';

describe('ui store: toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('enqueues a toast with an id', () => {
    const { result } = renderHook(() => useUiStore());
    let id = '';
    act(() => {
      id = result.current.notify('copied');
    });
    expect(result.current.toasts).toEqual([{ id, kind: 'copied' }]);
  });

  it('dismisses a toast by id', () => {
    const { result } = renderHook(() => useUiStore());
    act(() => {
      const first = result.current.notify('copied');
      result.current.notify('copyFailed');
      result.current.dismiss(first);
    });
    expect(result.current.toasts.map((toast) => toast.kind)).toEqual(['copyFailed']);
  });

  it('never holds more than three toasts, keeping the newest', () => {
    const { result } = renderHook(() => useUiStore());
    const ids: string[] = [];
    act(() => {
      for (let index = 1; index <= 12; index += 1) ids.push(result.current.notify('copied'));
    });
    expect(MAX_TOASTS).toBe(3);
    expect(result.current.toasts.map((toast) => toast.id)).toEqual(ids.slice(-3));
  });

  /** Shows one toast and returns its id. */
  function notifyOne(): string {
    let id = '';
    act(() => {
      id = useUiStore.getState().notify('copied');
    });
    return id;
  }

  /** The toast is still there `ms` − 1 ms from now, and gone at `ms`. */
  function expectGoneAfter(ms: number) {
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(useUiStore.getState().toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(useUiStore.getState().toasts).toHaveLength(0);
  }

  it('removes a toast on its own after its display time', () => {
    notifyOne();
    expectGoneAfter(TOAST_DURATION_MS);
  });

  it('holds a toast while it is read, then gives it the time it had left', () => {
    const { hold, release } = useUiStore.getState();
    const id = notifyOne();
    act(() => vi.advanceTimersByTime(2000));
    act(() => hold(id));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(useUiStore.getState().toasts).toHaveLength(1);

    act(() => release(id));
    expectGoneAfter(TOAST_DURATION_MS - 2000);
  });

  it('holding twice or releasing a running toast changes nothing', () => {
    const { hold, release } = useUiStore.getState();
    const id = notifyOne();
    act(() => release(id));
    act(() => vi.advanceTimersByTime(1000));
    act(() => hold(id));
    act(() => vi.advanceTimersByTime(1000));
    act(() => hold(id));
    act(() => release(id));
    act(() => release(id));
    expectGoneAfter(TOAST_DURATION_MS - 1000);
  });

  it('stops the clock of a toast the cap drops', () => {
    act(() => {
      for (let index = 0; index <= MAX_TOASTS; index += 1) useUiStore.getState().notify('copied');
    });
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });
});

describe('ui store: the hand-off from the boot script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.emberwildBoot;
  });

  function bootShowing(early: EarlyToast[]) {
    const claim = vi.fn(() => early);
    window.emberwildBoot = {
      start: () => {},
      engaged: () => true,
      pending: () => early.length,
      claim,
      errors: () => [],
    };
    return claim;
  }

  it("queues each early toast, replacing it, for the time it had left, and ends the boot script's clicks", () => {
    const claim = bootShowing([
      { id: 'early-toast-1', kind: 'copied', remainingMs: 1500 },
      { id: 'early-toast-2', kind: 'copyFailed', remainingMs: 4000 },
    ]);
    act(() => useUiStore.getState().claimEarlyToasts());
    expect(claim).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'copied', replaces: 'early-toast-1' },
      { kind: 'copyFailed', replaces: 'early-toast-2' },
    ]);
    act(() => vi.advanceTimersByTime(1500));
    expect(useUiStore.getState().toasts.map((toast) => toast.replaces)).toEqual(['early-toast-2']);
    act(() => vi.advanceTimersByTime(2500));
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('takes a toast whose time ran out while the app started as one to remove at once', () => {
    bootShowing([{ id: 'early-toast-3', kind: 'copied', remainingMs: -20 }]);
    act(() => useUiStore.getState().claimEarlyToasts());
    expect(useUiStore.getState().toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(0));
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('has nothing to take without a boot script (the dev server)', () => {
    act(() => useUiStore.getState().claimEarlyToasts());
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
