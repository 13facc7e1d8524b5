import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TOAST_EVENT } from '../../../src/boot/boot-contract';
import { ToasterSlot } from '../../../src/components/toaster-slot';

vi.mock('../../../src/components/toaster', () => ({
  Toaster: () => <div data-testid="toaster" />,
}));
// Only the early toast may wake the toaster here, not the idle fallback's clock.
vi.mock('../../../src/lib/when-idle', () => ({ whenIdle: () => () => {} }));

afterEach(() => {
  delete window.emberwildBoot;
});

describe('the toaster slot', () => {
  it('fetches the toaster only after the frame that shows a toast the boot script just added', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    render(<ToasterSlot />);
    act(() => void document.dispatchEvent(new CustomEvent(EARLY_TOAST_EVENT)));
    // Nothing heavy in the task that put the toast on the page, nor before its frame.
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByTestId('toaster')).toBeNull();
    expect(frames).toHaveLength(1);
    // The frame, then the task after it: now the toaster takes the toast over.
    act(() => frames[0]!(performance.now()));
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(await screen.findByTestId('toaster')).toBeInTheDocument();
  });

  it('fetches it at once when the boot script already shows a toast as the app starts', async () => {
    window.emberwildBoot = {
      start: () => {},
      engaged: () => true,
      pending: () => 1,
      claim: () => [],
      errors: () => [],
    };
    render(<ToasterSlot />);
    expect(await screen.findByTestId('toaster')).toBeInTheDocument();
  });
});
