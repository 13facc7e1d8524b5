import { act } from '@testing-library/react';
import type * as framerMotion from 'framer-motion';
import { domAnimation, LazyMotion, motionValue, type MotionValue } from 'framer-motion';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Section } from '../../../src/components/section';
import { Timeline } from '../../../src/timeline/timeline';
import { useUiStore } from '../../../src/stores/ui-store';
import { hydrate, type Hydrated } from '../hydrate';
import { installMotionEnvironment, place } from '../motion-env';
import { en } from '../../site-messages';
import { inEnglish } from '../render-app';

// The spine follows framer-motion's scroll progress; here the test turns it by hand.
const scroll = vi.hoisted(() => ({ progress: null as MotionValue<number> | null }));
vi.mock('framer-motion', async (importOriginal) => {
  const actual = await importOriginal<typeof framerMotion>();
  return {
    ...actual,
    useScroll: () => {
      scroll.progress ??= actual.motionValue(0);
      return { scrollYProgress: scroll.progress };
    },
  };
});

let renders = 0;
function Page() {
  return (
    <LazyMotion features={domAnimation} strict>
      <Profiler id="timeline" onRender={() => (renders += 1)}>
        <Timeline>
          <Section
            id="character"
            eyebrow={en('sections.character.eyebrow')}
            title={en('sections.character.title')}
          >
            <p>Story</p>
          </Section>
          <Section
            id="features"
            eyebrow={en('sections.features.eyebrow')}
            title={en('sections.features.title')}
          >
            <p>Cards</p>
          </Section>
        </Timeline>
      </Profiler>
    </LazyMotion>
  );
}

const find = (container: HTMLElement, selector: string): HTMLElement => {
  const element = container.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`${selector} is missing`);
  return element;
};

/** A 1000 px timeline: Character's station at 10% of the spine, Features' at 40%. */
function layOut(container: HTMLElement) {
  place(find(container, '.timeline'), 0, 1000);
  place(find(container, '[data-station="character"]'), 93, 14);
  place(find(container, '[data-station="features"]'), 393, 14);
  place(find(container, '[data-station=""]'), 993, 14);
}

let page: Hydrated | null = null;
const current = (): Hydrated => {
  if (!page) throw new Error('the page is not rendered');
  return page;
};
const bar = (page: Hydrated) => find(page.container, '[role="progressbar"]');
const lit = (page: Hydrated) =>
  [...page.container.querySelectorAll<HTMLElement>('[data-station][data-lit]')].map(
    (station) => station.dataset.station,
  );
const scrollTo = (progress: number) =>
  act(() => {
    scroll.progress?.set(progress);
  });

beforeEach(async () => {
  installMotionEnvironment();
  scroll.progress = motionValue(0);
  useUiStore.setState({ activeSection: null });
  page = await hydrate(await inEnglish(<Page />), layOut);
  // The live fill is fetched after hydration.
  // vi.waitFor moves the fake clock of the motion environment between its checks.
  await vi.waitFor(() =>
    expect(page?.container.querySelector('[role="progressbar"] .fill')).toBeTruthy(),
  );
});

describe('timeline spine', () => {
  it('is a named progressbar from 0 to 100, at 0 in the server HTML', () => {
    expect(current().html).toMatch(/role="progressbar"/);
    expect(current().html).toMatch(/aria-valuenow="0"/);
    expect(current().errors).toEqual([]);
    const progressbar = bar(current());
    expect(progressbar).toHaveAccessibleName(en('timeline.progress'));
    expect(progressbar).toHaveAttribute('aria-valuemin', '0');
    expect(progressbar).toHaveAttribute('aria-valuemax', '100');
  });

  it('reports the scroll progress as a whole percentage', () => {
    scrollTo(0.424);
    expect(bar(current())).toHaveAttribute('aria-valuenow', '42');
    scrollTo(1);
    expect(bar(current())).toHaveAttribute('aria-valuenow', '100');
    scrollTo(0);
    expect(bar(current())).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows the scroll without re-rendering React on each frame', () => {
    const before = renders;
    for (let step = 1; step <= 40; step += 1) scrollTo(step / 80);
    expect(bar(current())).toHaveAttribute('aria-valuenow', '50');
    expect(renders).toBe(before);
  });

  it('lights each station as the fill reaches it, and dims it going back up', () => {
    scrollTo(0.05);
    expect(lit(current())).toEqual([]);
    scrollTo(0.2);
    expect(lit(current())).toEqual(['character']);
    scrollTo(0.6);
    expect(lit(current())).toEqual(['character', 'features']);
    // The spine's own end (first in the page, as the spine is) ignites when the fill is complete.
    scrollTo(1);
    expect(lit(current())).toEqual(['', 'character', 'features']);
    scrollTo(0.2);
    expect(lit(current())).toEqual(['character']);
  });

  it('keeps the section being read in the UI store', () => {
    expect(useUiStore.getState().activeSection).toBeNull();
    scrollTo(0.2);
    expect(useUiStore.getState().activeSection).toBe('character');
    scrollTo(0.7);
    expect(useUiStore.getState().activeSection).toBe('features');
    scrollTo(0);
    expect(useUiStore.getState().activeSection).toBeNull();
  });

  it('forgets the active section when the timeline leaves the page', () => {
    scrollTo(0.7);
    act(() => page?.root.unmount());
    expect(useUiStore.getState().activeSection).toBeNull();
  });
});
