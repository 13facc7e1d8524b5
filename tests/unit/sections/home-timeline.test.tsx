import { beforeEach, describe, expect, it } from 'vitest';
import { sectionIds } from '../../../src/content/copy';
import { features } from '../../../src/content/features';
import { englishPage } from '../../shared/english-page';
import { en } from '../../site-messages';
import { hydrate, nextFrames, type Hydrated } from '../hydrate';
import { installMotionEnvironment, setReducedMotion } from '../motion-env';
import { englishApp } from '../render-app';

const titles = sectionIds.map((id) => en(`sections.${id}.title` as const));
/** React escapes text in HTML: '&' is '&amp;' there. */
const asHtml = (text: string) => text.replaceAll('&', '&amp;');

let page: Hydrated | null = null;
beforeEach(() => {
  installMotionEnvironment();
  window.history.replaceState(null, '', '/');
});

describe('the pre-rendered home page', () => {
  it('holds every section, the spine and its stations, with nothing hidden', async () => {
    page = await hydrate(await englishApp('/'));
    for (const title of titles) expect(page.html).toContain(`>${asHtml(title)}</h2>`);
    expect(page.html).toContain(asHtml(en(features.at(-1)!.title)));
    expect(page.html).toContain(englishPage.maxSupply);
    expect(page.html).toMatch(/role="progressbar"/);
    expect(page.html.match(/data-station="[a-z]+"/g)).toHaveLength(5);
    expect(page.html).not.toMatch(/opacity\s*:\s*0/);
    expect(page.html).not.toMatch(/visibility\s*:\s*hidden/);
  });

  it('hydrates without a mismatch', async () => {
    page = await hydrate(await englishApp('/'));
    expect(page.errors).toEqual([]);
  });

  it('under reduced motion stays exactly as pre-rendered once hydrated', async () => {
    setReducedMotion(true);
    // Everything sits far below the fold, where a reveal would normally hide it.
    page = await hydrate(await englishApp('/'), (container) => {
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
