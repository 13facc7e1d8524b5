import { act } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showAnimation } from '../../../src/lib/animation-state';
import { CountUp } from '../../../src/components/count-up';
import { site } from '../../../src/content/site';
import { Reveal } from '../../../src/reveal/reveal';
import { sourceLocale } from '../../../src/i18n/locales';
import { formatNumber } from '../../../src/i18n/format';
import { englishPage } from '../../shared/english-page';
import { leavePage } from '../animation-env';
import { hydrate, nextFrames, type Hydrated } from '../hydrate';
import {
  elapse,
  installMotionEnvironment,
  intersect,
  place,
  setReducedMotion,
} from '../motion-env';

const SUPPLY = site.token.maxSupply;
/** The figure as an English page writes it. */
const FIGURE = englishPage.maxSupply;
const format = (value: number) => formatNumber(value, sourceLocale.intl);

function Stat() {
  return (
    <LazyMotion features={domAnimation} strict>
      <Reveal id="stat">
        <CountUp value={SUPPLY} format={format} />
      </Reveal>
    </LazyMotion>
  );
}

const find = (container: HTMLElement, selector: string): HTMLElement => {
  const element = container.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`${selector} is missing`);
  return element;
};
const belowTheFold = (container: HTMLElement) => place(find(container, '#stat'), 2000);
const number = (page: Hydrated) => find(page.container, '#stat data');

let page: Hydrated | null = null;
beforeEach(installMotionEnvironment);
afterEach(leavePage);

describe('count-up', () => {
  it('is the final figure in the server HTML', async () => {
    page = await hydrate(<Stat />, belowTheFold);
    expect(page.html).toContain(FIGURE);
    expect(page.errors).toEqual([]);
  });

  it('counts up once as it is revealed, painting the figure over text that stays final', async () => {
    page = await hydrate(<Stat />, belowTheFold);
    await nextFrames();
    const figure = number(page);
    expect(figure.dataset.count).toBe('0');
    expect(figure.textContent).toBe(FIGURE);

    const stat = find(page.container, '#stat');
    place(stat, 400);
    act(() => intersect([stat]));
    await elapse(700);
    const midway = Number(figure.dataset.count?.replaceAll(',', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(SUPPLY);
    expect(figure.textContent).toBe(FIGURE);

    await elapse(1400);
    expect(figure.dataset.count).toBeUndefined();
    expect(figure.textContent).toBe(FIGURE);
  });

  it('does not count on the first screen', async () => {
    page = await hydrate(<Stat />);
    await nextFrames();
    expect(number(page).dataset.count).toBeUndefined();
  });

  it('does not count under reduced motion', async () => {
    setReducedMotion(true);
    page = await hydrate(<Stat />, belowTheFold);
    await nextFrames();
    expect(number(page).dataset.count).toBeUndefined();
    expect(number(page).textContent).toBe(FIGURE);
  });

  it('shows the final figure at once, uncounted, while the visitor has animation off', async () => {
    page = await hydrate(<Stat />, belowTheFold);
    await nextFrames();
    const figure = number(page);
    act(() => showAnimation('off'));
    const stat = find(page.container, '#stat');
    place(stat, 400);
    act(() => intersect([stat]));
    await elapse(300);
    expect(figure.dataset.count).toBeUndefined();
    expect(figure.textContent).toBe(FIGURE);
  });
});
