import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../../src/boot/boot';
import { BOOT_FALLBACK_MS, MAX_RECORDED_ERRORS } from '../../../src/boot/protocol';
import { seed } from '../../e2e/seed-strings';
import { en } from '../../messages';

const ADDRESS = seed.contractAddress;
const config = {
  entry: '/assets/index-abc.js',
  preloads: ['/assets/react-def.js'],
  styles: ['/assets/web-fonts-ghi.css'],
};

/** The parts of a pre-rendered page the boot script works with. */
const page = `
  <div id="root">
    <code id="contract-address">${ADDRESS}</code>
    <button type="button" data-copy-from="contract-address">${en('hero.copyLabel')}</button>
    <a href="/whitepaper">${en('nav.whitepaper')}</a>
  </div>
  <div id="early-toasts" data-max="3" data-duration="6000">
    <template data-kind="copied"><div role="status"><p>${seed.copied.title}</p><button data-dismiss>x</button></div></template>
    <template data-kind="copyFailed"><div role="status"><p>${seed.copyFailed.title}</p><button data-dismiss>x</button></div></template>
  </div>`;

let reportPaint: ((name: string) => void) | null = null;

function stubPaintTiming(supported = true) {
  class Observer {
    static supportedEntryTypes = supported ? ['paint'] : [];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      reportPaint = (name) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

const started = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const toasts = () => [...document.querySelectorAll('#early-toasts > [role="status"]')];
const copyButton = () => document.querySelector<HTMLButtonElement>('[data-copy-from]')!;
const settle = () => new Promise((resolve) => setTimeout(resolve));

// The boot script listens on the document; each test gets a fresh one of its own.
let listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];

beforeEach(() => {
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    listeners.push([type, listener, capture]);
    add(type, listener, options);
  });
  document.body.innerHTML = page;
  stubPaintTiming();
});

afterEach(() => {
  for (const [type, listener, capture] of listeners)
    document.removeEventListener(type, listener, capture);
  listeners = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('boot script: the app starts once the page is on screen', () => {
  it('starts the entry, with its preloads, at the first contentful paint, once', () => {
    vi.useFakeTimers();
    boot(config);
    expect(started()).toEqual([]);
    reportPaint!('first-paint');
    expect(started()).toEqual([]);
    reportPaint!('first-contentful-paint');
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/react-def.js',
    );
    // The web fonts wait for the paint too: the text is already drawn in their fallbacks.
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/web-fonts-ghi.css',
    );
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(started()).toHaveLength(1);
  });

  it('starts anyway when no paint is reported (a background tab), and at once without paint timing', () => {
    vi.useFakeTimers();
    boot(config);
    vi.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index-abc.js']);
    document.head.replaceChildren();
    stubPaintTiming(false);
    boot(config);
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it("starts at the visitor's first touch, before the paint is reported, and notes it", () => {
    const handle = boot(config);
    expect(handle.engaged()).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(handle.engaged()).toBe(true);
  });

  it('starts at the first scroll, and notes it', () => {
    const handle = boot(config);
    document.dispatchEvent(new Event('scroll'));
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(handle.engaged()).toBe(true);
  });
});

describe('boot script: the copy button works before the app', () => {
  it(`writes the address inside the click itself, and shows "${seed.copied.title}"`, async () => {
    const writes: string[] = [];
    stubClipboard(async (text) => void writes.push(text));
    boot(config);
    copyButton().click();
    // Synchronously, in the gesture: Safari refuses a write made after it.
    expect(writes).toEqual([ADDRESS]);
    await settle();
    expect(toasts().map((toast) => toast.textContent)).toEqual([`${seed.copied.title}x`]);
    // The click also starts the app, so it can take over.
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it('keeps the click from the app while it hydrates, so it is answered once', async () => {
    stubClipboard(async () => {});
    boot(config);
    const reachedRoot = vi.fn();
    document.getElementById('root')!.addEventListener('click', reachedRoot, true);
    copyButton().click();
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')!.click();
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    expect(reachedRoot.mock.calls[0]![0].target).toBe(document.querySelector('a'));
  });

  it(`shows "${seed.copyFailed.title}" and logs the error when the clipboard refuses or is missing`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    boot(config);
    copyButton().click();
    await settle();
    stubClipboard(undefined);
    copyButton().click();
    await settle();
    expect(toasts().map((toast) => toast.textContent)).toEqual([
      `${seed.copyFailed.title}x`,
      `${seed.copyFailed.title}x`,
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![1])).toContain('NotAllowedError');
  });

  it('keeps at most three toasts, each for its time, and each can be dismissed', async () => {
    vi.useFakeTimers();
    stubClipboard(async () => {});
    boot(config);
    for (let click = 0; click < 5; click += 1) {
      copyButton().click();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(toasts()).toHaveLength(3);
    toasts()[0]!.querySelector('button')!.click();
    expect(toasts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(6000);
    expect(toasts()).toHaveLength(0);
  });
});

describe('boot script: handing over to the app', () => {
  it('gives the app the toasts on screen with the time they have left, then lets clicks through', async () => {
    vi.useFakeTimers();
    stubClipboard(async () => {});
    const handle = boot(config);
    const announced = vi.fn();
    document.addEventListener('emberwild:early-toast', announced);
    copyButton().click();
    await vi.advanceTimersByTimeAsync(1000);
    // The app learns of it, and fetches its toaster at once to take it over.
    expect(announced).toHaveBeenCalledTimes(1);
    expect(handle.pending()).toBe(1);
    const [early] = handle.claim();
    expect(early).toMatchObject({ id: toasts()[0]!.id, kind: 'copied' });
    expect(early!.remainingMs).toBeGreaterThan(4900);
    expect(early!.remainingMs).toBeLessThanOrEqual(5000);

    const reachedRoot = vi.fn();
    document.getElementById('root')!.addEventListener('click', reachedRoot);
    copyButton().click();
    await vi.advanceTimersByTimeAsync(10);
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    // The app answers from now on; the early toast stays until the app's own replaces it.
    expect(toasts()).toHaveLength(1);
  });
});

describe('boot script: diagnostics', () => {
  it('records uncaught errors and unhandled rejections from the start, up to a cap', () => {
    const handle = boot(config);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('boom') }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    window.dispatchEvent(rejection);
    expect(handle.errors()).toEqual(['TypeError: boom', 'nope']);

    for (let i = 0; i < MAX_RECORDED_ERRORS + 5; i += 1)
      window.dispatchEvent(new ErrorEvent('error', { message: `error ${i}` }));
    expect(handle.errors()).toHaveLength(MAX_RECORDED_ERRORS);
  });
});
