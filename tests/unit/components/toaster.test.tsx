import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyToast } from '../../../src/boot/boot-contract';
import { Toaster } from '../../../src/components/toaster';
import { TOAST_DURATION_MS } from '../../../src/stores/toast-slice';
import { useUiStore } from '../../../src/stores/ui-store';
import { en } from '../../site-messages';
import { englishPage } from '../../shared/english-page';
import { inEnglish } from '../render-app';

function bootWith(early: EarlyToast[]) {
  const claim = vi.fn(() => early);
  window.emberwildBoot = {
    start: () => {},
    engaged: () => true,
    pending: () => early.length,
    claim,
    errors: () => [],
  };
  for (const { id } of early) {
    const card = document.createElement('div');
    card.id = id;
    card.setAttribute('role', 'status');
    card.textContent = `${englishPage.copied.title} (early)`;
    document.body.append(card);
  }
  return claim;
}

describe('the toaster takes over the toasts the boot script showed', () => {
  beforeEach(() => {
    toast.remove();
    useUiStore.setState({ toasts: [] });
  });
  afterEach(() => {
    delete window.emberwildBoot;
    document.body.replaceChildren();
  });

  it('moves each early toast into the queue, replacing it on screen, for the time it had left', async () => {
    vi.useFakeTimers();
    const claim = bootWith([{ id: 'early-toast-1', kind: 'copied', remainingMs: 2000 }]);
    render(await inEnglish(<Toaster />));
    await act(async () => {});
    expect(claim).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'copied', replaces: 'early-toast-1' },
    ]);
    expect(document.getElementById('early-toast-1')).toBeNull();
    // Shown once, and not announced a second time.
    const [status] = screen.getAllByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveTextContent(englishPage.copied.description);
    expect(status).toHaveAttribute('aria-live', 'off');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(useUiStore.getState().toasts).toEqual([]);
    vi.useRealTimers();
  });

  it('keeps the tone of a failed early copy', async () => {
    bootWith([{ id: 'early-toast-2', kind: 'copyFailed', remainingMs: 4000 }]);
    render(await inEnglish(<Toaster />));
    await act(async () => {});
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(englishPage.copyFailed.title);
    expect(status).toHaveAttribute('data-tone', 'destructive');
  });

  it('works without a boot script (the dev server, the unit tests)', async () => {
    render(await inEnglish(<Toaster />));
    await act(async () => {});
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

describe('the toaster draws the queue', () => {
  beforeEach(() => {
    toast.remove();
    useUiStore.setState({ toasts: [] });
  });

  it('shows exactly the queued toasts: one the cap drops or the store dismisses leaves at once', async () => {
    render(await inEnglish(<Toaster />));
    const ids: string[] = [];
    act(() => {
      for (let click = 0; click < 4; click += 1) ids.push(useUiStore.getState().notify('copied'));
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    act(() => useUiStore.getState().dismiss(ids[1]!));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => useUiStore.getState().notify('copyFailed'));
    // Newest on top, as react-hot-toast stacks them.
    const shown = screen.getAllByRole('status');
    expect(shown.map((status) => status.dataset.tone)).toEqual([
      'destructive',
      'success',
      'success',
    ]);
  });
});

describe('the toaster styles nothing at run time', () => {
  beforeEach(() => {
    toast.remove();
    useUiStore.setState({ toasts: [] });
  });

  it('shows a toast without inserting a stylesheet (which would restyle the page under the tap)', async () => {
    render(await inEnglish(<Toaster />));
    const sheets = () => document.querySelectorAll('style, link[rel="stylesheet"]').length;
    const before = sheets();
    act(() => void useUiStore.getState().notify('copied'));
    expect(screen.getByRole('status')).toHaveTextContent(englishPage.copied.title);
    expect(sheets()).toBe(before);
    expect(document.getElementById('_goober')).toBeNull();
  });
});

describe('a toast stays while the visitor reads it (WCAG 2.2.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.remove();
    useUiStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  async function showOne() {
    render(await inEnglish(<Toaster />));
    await act(async () => {
      useUiStore.getState().notify('copied');
    });
    return screen.getByRole('status');
  }

  it('under the pointer, and for its remaining time once the pointer leaves', async () => {
    const status = await showOne();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.pointerEnter(status);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3));
    expect(useUiStore.getState().toasts).toHaveLength(1);
    fireEvent.pointerLeave(status);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000));
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('with focus on its dismiss button, until focus leaves the toast', async () => {
    const status = await showOne();
    const dismiss = screen.getByRole('button', { name: en('toast.dismiss') });
    act(() => dismiss.focus());
    // The pointer passing over and away does not release what the keyboard holds.
    fireEvent.pointerEnter(status);
    fireEvent.pointerLeave(status);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3));
    expect(useUiStore.getState().toasts).toHaveLength(1);
    act(() => dismiss.blur());
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
