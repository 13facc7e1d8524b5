import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { unmountHydrated } from './hydrate';

// jsdom has no matchMedia; react-hot-toast (and the motion code) ask it for the motion preference.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

window.scrollTo = () => {};

afterEach(() => {
  unmountHydrated();
  cleanup();
  // Frames a test scheduled on a fake clock still run, so modules that remember a pending frame
  // (the reveal observer's hiding queue) start the next test clean.
  if (vi.isFakeTimers()) {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  }
  window.history.replaceState(null, '', '/');
});
