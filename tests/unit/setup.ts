import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadHomeTimeline } from '../../src/sections/home-timeline-loader';
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

// Pages render the sections below the hero in place once their chunk is loaded, as pre-rendering
// does; the tests look at the whole page at once.
await preloadHomeTimeline();

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
