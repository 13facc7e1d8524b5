import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadHomeTimeline } from '../../src/sections/home-timeline-loader';

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
  cleanup();
  window.history.replaceState(null, '', '/');
});
