import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { hydrate, nextFrames, type Hydrated } from '../hydrate';
import { installMotionEnvironment, setReducedMotion } from '../motion-env';

const titles = ['The Masked Flame', 'Game Features', 'Gameplay Mechanics', 'Tokenomics', 'Roadmap'];

let page: Hydrated | null = null;
beforeEach(() => {
  installMotionEnvironment();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  act(() => page?.root.unmount());
  page?.container.remove();
  page = null;
});

describe('the pre-rendered home page', () => {
  it('holds every section, the spine and its stations, with nothing hidden', async () => {
    page = await hydrate(<App ssrPath="/" />);
    for (const title of titles) expect(page.html).toContain(`>${title}</h2>`);
    expect(page.html).toContain('Community Tournaments');
    expect(page.html).toContain('1,000,000,000');
    expect(page.html).toMatch(/role="progressbar"/);
    expect(page.html.match(/data-station="[a-z]+"/g)).toHaveLength(5);
    expect(page.html).not.toMatch(/opacity\s*:\s*0/);
    expect(page.html).not.toMatch(/visibility\s*:\s*hidden/);
  });

  it('hydrates without a mismatch', async () => {
    page = await hydrate(<App ssrPath="/" />);
    expect(page.errors).toEqual([]);
  });

  it('under reduced motion stays exactly as pre-rendered once hydrated', async () => {
    setReducedMotion(true);
    // Everything sits far below the fold, where a reveal would normally hide it.
    page = await hydrate(<App ssrPath="/" />, (container) => {
      for (const element of container.querySelectorAll('[data-reveal]'))
        Object.defineProperty(element, 'getBoundingClientRect', {
          value: () => ({ top: 5000, bottom: 5100, height: 100 }),
        });
    });
    await nextFrames();
    const reveals = [...page.container.querySelectorAll<HTMLElement>('[data-reveal]')];
    expect(reveals.length).toBeGreaterThan(20);
    for (const element of reveals) expect(element.getAttribute('style')).toBeNull();
    expect(page.container.querySelector('[data-count]')).toBeNull();
  });
});
