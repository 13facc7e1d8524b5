import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLayout } from '../../../src/boot/lazy-layout';
import * as pageAttributes from '../../../src/lib/page-attributes';

const lazy = () => document.documentElement.hasAttribute(pageAttributes.lazyLayout);
const lazyUntilIdle = () => document.documentElement.hasAttribute(pageAttributes.lazyUntilIdle);

// Each test removes the listeners its boot added, so the next one starts from a fresh page.
const cleanups: (() => void)[] = [];
function start() {
  const onDocument = vi.spyOn(document, 'addEventListener');
  const onWindow = vi.spyOn(window, 'addEventListener');
  lazyLayout();
  const added = { document: [...onDocument.mock.calls], window: [...onWindow.mock.calls] };
  onDocument.mockRestore();
  onWindow.mockRestore();
  cleanups.push(() => {
    for (const [type, listener] of added.document)
      document.removeEventListener(type, listener as EventListener, true);
    for (const [type, listener] of added.window)
      window.removeEventListener(type, listener as EventListener);
  });
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.documentElement.removeAttribute(pageAttributes.lazyLayout);
  document.documentElement.removeAttribute(pageAttributes.lazyUntilIdle);
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.append(document.createElement('span'));
  document.body.append(a);
  // Clicking would navigate the test's document; the layout is settled before that, in capture.
  a.addEventListener('click', (event) => event.preventDefault());
  return a;
}

describe('lazy layout: sections far off screen skip their layout until an in-page jump', () => {
  it('is on for a page opened without a fragment, and off for one opened at a fragment', () => {
    start();
    expect(lazy()).toBe(true);
    document.documentElement.removeAttribute(pageAttributes.lazyLayout);
    history.replaceState(null, '', '/#roadmap');
    start();
    expect(lazy()).toBe(false);
  });

  it('lays the whole page out before the first in-page link scrolls, and for good', () => {
    start();
    const target = link('#tokenomics');
    target.querySelector('span')!.click();
    expect(lazy()).toBe(false);
    document.documentElement.setAttribute(pageAttributes.lazyLayout, '');
    target.click();
    expect(lazy()).toBe(true);
  });

  it('lays the page out even when a later handler stops the click', () => {
    start();
    const target = link('#features');
    target.addEventListener('click', (event) => event.stopPropagation());
    target.click();
    expect(lazy()).toBe(false);
  });

  it('keeps skipping for a link to another page or one with no fragment', () => {
    start();
    link('/whitepaper#top').click();
    link('/whitepaper').click();
    document.body.click();
    expect(lazy()).toBe(true);
  });

  it('on a fragment set another way, lays the page out, then scrolls to its target again', () => {
    start();
    const section = document.createElement('section');
    section.id = 'roadmap';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    history.replaceState(null, '', '/#roadmap');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(lazy()).toBe(false);
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('survives a malformed escape in a fragment set another way', () => {
    start();
    history.replaceState(null, '', '/#%E0%A4%A');
    expect(() => window.dispatchEvent(new HashChangeEvent('hashchange'))).not.toThrow();
    expect(lazy()).toBe(false);
  });
});

describe('lazy until idle', () => {
  it('is on with lazy layout (load-web-fonts.ts lifts it), and off for a page opened at a fragment', () => {
    start();
    expect(lazyUntilIdle()).toBe(true);
    document.documentElement.removeAttribute(pageAttributes.lazyUntilIdle);
    history.replaceState(null, '', '/#character');
    start();
    expect(lazyUntilIdle()).toBe(false);
  });
});
