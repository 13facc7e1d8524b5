import { act } from '@testing-library/react';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { beforeEach, describe, expect, it } from 'vitest';
import { Reveal, RevealGroup } from '../../../src/reveal/reveal';
import { en } from '../../site-messages';
import { hydrate, nextFrames, type Hydrated } from '../hydrate';
import {
  elapse,
  installMotionEnvironment,
  intersect,
  place,
  setReducedMotion,
  VIEWPORT_HEIGHT,
  watchedCount,
} from '../motion-env';

function Page() {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <Reveal id="on-screen">On the first screen</Reveal>
        <ul>
          <RevealGroup stagger={0.1}>
            <Reveal as="li" id="card-1">
              One
            </Reveal>
            <Reveal as="li" id="card-2">
              Two
            </Reveal>
            <Reveal as="li" id="card-3">
              Three
            </Reveal>
          </RevealGroup>
        </ul>
        <Reveal id="far-below">
          Far below <button type="button">{en('gameplay.demo.learn')}</button>
        </Reveal>
      </MotionConfig>
    </LazyMotion>
  );
}

const byId = (container: HTMLElement, id: string) => {
  const element = container.querySelector<HTMLElement>(`#${id}`);
  if (!element) throw new Error(`#${id} is missing`);
  return element;
};

/** The first screen holds one reveal; a row of three cards and one more block wait below it. */
function layOut(container: HTMLElement) {
  place(byId(container, 'on-screen'), 200);
  for (const id of ['card-1', 'card-2', 'card-3']) place(byId(container, id), 1200);
  place(byId(container, 'far-below'), 3000);
}

const isHidden = (element: HTMLElement) => element.style.opacity === '0';
/** Fully visible, in its own place: what the visitor sees once a reveal is over. */
const isSettled = (element: HTMLElement) =>
  element.style.opacity === '1' && ['', 'none'].includes(element.style.transform);

let page: Hydrated | null = null;
beforeEach(installMotionEnvironment);

describe('reveal: content never waits for JavaScript', () => {
  it('the server HTML carries no motion styles at all, only the content', async () => {
    page = await hydrate(<Page />, layOut);
    expect(page.html).not.toMatch(/style=/);
    expect(page.html).not.toMatch(/opacity/);
    expect(page.html).toContain('Far below');
    expect(page.html).toMatch(/data-reveal="idle"/);
  });

  it('hydrates without a mismatch', async () => {
    page = await hydrate(<Page />, layOut);
    expect(page.errors).toEqual([]);
  });

  it('leaves what is already on screen exactly as rendered', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const onScreen = byId(page.container, 'on-screen');
    expect(onScreen.dataset.reveal).toBe('idle');
    expect(onScreen.getAttribute('style')).toBeNull();
  });

  it('after hydration, hides what is below the fold until it scrolls into view', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const below = byId(page.container, 'far-below');
    expect(below.dataset.reveal).toBe('hidden');
    expect(isHidden(below)).toBe(true);

    place(below, VIEWPORT_HEIGHT - 200);
    act(() => intersect([below]));
    expect(below.dataset.reveal).toBe('shown');
    await elapse(900);
    expect(isSettled(below)).toBe(true);
  });

  it('staggers items of a group that enter together, in page order', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const { container } = page;
    const cards = ['card-3', 'card-1', 'card-2'].map((id) => byId(container, id));
    for (const card of cards) place(card, VIEWPORT_HEIGHT - 100);
    // The observer may report them in any order; the delays follow the page.
    act(() => intersect(cards));
    expect(cards.map((card) => card.dataset.reveal)).toEqual(['shown', 'shown', 'shown']);
    await elapse(120);
    // card-1 starts at once, card-2 after 0.1 s, card-3 after 0.2 s.
    const opacity = (id: string) => Number(byId(container, id).style.opacity);
    expect(opacity('card-1')).toBeGreaterThan(opacity('card-2'));
    expect(opacity('card-2')).toBeGreaterThanOrEqual(opacity('card-3'));
    expect(opacity('card-3')).toBe(0);
  });

  it('shows an element at once, without animating, when a jump carried the page past it', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const below = byId(page.container, 'far-below');
    place(below, -1500);
    act(() => intersect([below]));
    await nextFrames();
    expect(isSettled(below)).toBe(true);
  });

  it('shows a waiting element at once when keyboard focus lands inside it', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const below = byId(page.container, 'far-below');
    expect(isHidden(below)).toBe(true);
    act(() => below.querySelector('button')?.focus());
    await nextFrames();
    expect(isSettled(below)).toBe(true);
  });
});

describe('reveal: reduced motion is a plain page', () => {
  it('never hides anything, even far below the fold', async () => {
    setReducedMotion(true);
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    for (const element of page.container.querySelectorAll<HTMLElement>('[data-reveal]')) {
      expect(element.dataset.reveal).toBe('idle');
      expect(element.getAttribute('style')).toBeNull();
    }
    expect(watchedCount()).toBe(0);
  });

  it('shows everything still waiting, at once, when the visitor turns it on mid-visit', async () => {
    page = await hydrate(<Page />, layOut);
    await nextFrames();
    const below = byId(page.container, 'far-below');
    expect(isHidden(below)).toBe(true);
    act(() => setReducedMotion(true, true));
    await nextFrames();
    expect(isSettled(below)).toBe(true);
    expect(watchedCount()).toBe(0);
  });
});
