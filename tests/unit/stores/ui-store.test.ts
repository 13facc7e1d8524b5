import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, useUiStore } from '../../../src/stores/ui-store';
import { seed } from '../../shared/seed-strings';

const sample = {
  tone: 'success',
  title: seed.copied.title,
  description: seed.copied.description,
} as const;

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
      id = result.current.notify(sample);
    });
    expect(result.current.toasts).toEqual([{ ...sample, id }]);
  });

  it('dismisses a toast by id', () => {
    const { result } = renderHook(() => useUiStore());
    act(() => {
      const first = result.current.notify(sample);
      result.current.notify({ ...sample, title: 'Second' });
      result.current.dismiss(first);
    });
    expect(result.current.toasts.map((toast) => toast.title)).toEqual(['Second']);
  });

  it('never holds more than three toasts, keeping the newest', () => {
    const { result } = renderHook(() => useUiStore());
    act(() => {
      for (let index = 1; index <= 12; index += 1)
        result.current.notify({ ...sample, title: `#${index}` });
    });
    expect(MAX_TOASTS).toBe(3);
    expect(result.current.toasts.map((toast) => toast.title)).toEqual(['#10', '#11', '#12']);
  });

  /** Shows one toast and returns its id. */
  function notifyOne(): string {
    let id = '';
    act(() => {
      id = useUiStore.getState().notify(sample);
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
});
