import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../../src/boot/boot-page';
import {
  BOOT_FALLBACK_MS,
  FONT_WAIT_MS,
  INPUT_QUIET_MS,
  MAX_RECORDED_ERRORS,
} from '../../../src/boot/boot-contract';
import { englishPage } from '../../shared/english-page';
import { en } from '../../site-messages';
import { stubFonts } from './stub-fonts';

const ADDRESS = englishPage.contractAddress;
const config = {
  entry: '/assets/index-abc.js',
  preloads: ['/assets/react-def.js'],
  faces: [
    { family: 'Inter Variable', src: '/assets/inter.woff2', descriptors: {}, load: true },
    { family: 'Cinzel Variable', src: '/assets/cinzel.woff2', descriptors: {}, load: true },
    {
      family: 'Noto Sans KR',
      src: '/assets/noto-sans-kr.woff2',
      descriptors: { unicodeRange: 'U+AC00-D7AF' },
    },
  ],
};

/** The parts of a pre-rendered page the boot script works with. */
const page = `
  <div id="root">
    <code id="contract-address">${ADDRESS}</code>
    <button type="button" data-copy-from="contract-address">${en('hero.copyLabel')}</button>
    <a href="/whitepaper">${en('nav.whitepaper')}</a>
  </div>
  <div id="early-toasts" data-max="3" data-duration="6000">
    <template data-kind="copied"><div role="status"><p>${englishPage.copied.title}</p><button data-dismiss>x</button></div></template>
    <template data-kind="copyFailed"><div role="status"><p>${englishPage.copyFailed.title}</p><button data-dismiss>x</button></div></template>
  </div>`;

/** What a stub PerformanceObserver was asked to watch: one callback per entry type. */
type Listing = { getEntries: () => unknown[]; getEntriesByName: (name: string) => unknown[] };
let observers = new Map<string, (list: Listing) => void>();

/** A browser's paint timing: none, paint (every engine's first paint), or Element Timing too. */
function stubPaintTiming(types: string[] = ['paint']) {
  observers = new Map();
  class Observer {
    static supportedEntryTypes = types;
    constructor(private readonly callback: (list: Listing) => void) {}
    observe({ type }: { type: string }) {
      observers.set(type, this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}

const reportPaint = (name: string) =>
  observers.get('paint')?.({
    getEntries: () => [{ name }],
    getEntriesByName: (n) => (n === name ? [{ name }] : []),
  });

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
/** Lets the pending promises settle, and the timers due now run, without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** Runs the fake clock a millisecond at a time until the boot script has made the faces. */
async function untilFacesMade(made: unknown[]) {
  for (let ms = 0; ms < 100 && made.length === 0; ms += 1) await vi.advanceTimersByTimeAsync(1);
  expect(made).not.toHaveLength(0);
}

// The boot script listens on the document; each test gets a fresh one of its own.
let listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];

beforeEach(() => {
  // Every test runs on a fake clock: no test waits for real time, and the boot script's timers
  // (its fallback start, the toasts' lifetimes) end with the test instead of firing in the next.
  vi.useFakeTimers();
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
    boot(config);
    expect(started()).toEqual([]);
    reportPaint('first-paint');
    expect(started()).toEqual([]);
    reportPaint('first-contentful-paint');
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/react-def.js',
    );
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(started()).toHaveLength(1);
  });

  it('starts anyway when no paint is reported (a background tab), and at once without paint timing', () => {
    boot(config);
    vi.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index-abc.js']);
    document.head.replaceChildren();
    stubPaintTiming([]);
    boot(config);
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it("starts at the visitor's first touch, before the paint is reported, and runs once the input pauses", () => {
    const handle = boot(config);
    expect(handle.engaged()).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(handle.engaged()).toBe(true);
    // Fetched at once, run only once the visitor's input has paused: not under the tap.
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(INPUT_QUIET_MS - 100);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(INPUT_QUIET_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it('starts at the first scroll, and notes it', () => {
    const handle = boot(config);
    document.dispatchEvent(new Event('scroll'));
    expect(handle.engaged()).toBe(true);
    vi.advanceTimersByTime(INPUT_QUIET_MS);
    expect(started()).toEqual(['/assets/index-abc.js']);
  });
});

describe('boot script: the copy button works before the app', () => {
  it(`writes the address inside the click itself, and shows "${englishPage.copied.title}"`, async () => {
    const writes: string[] = [];
    stubClipboard(async (text) => void writes.push(text));
    boot(config);
    copyButton().click();
    // Synchronously, in the gesture: Safari refuses a write made after it.
    expect(writes).toEqual([ADDRESS]);
    await settle();
    expect(toasts().map((toast) => toast.textContent)).toEqual([`${englishPage.copied.title}x`]);
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

  it(`shows "${englishPage.copyFailed.title}" and logs the error when the clipboard refuses or is missing`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    boot(config);
    copyButton().click();
    await settle();
    stubClipboard(undefined);
    copyButton().click();
    await settle();
    expect(toasts().map((toast) => toast.textContent)).toEqual([
      `${englishPage.copyFailed.title}x`,
      `${englishPage.copyFailed.title}x`,
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![1])).toContain('NotAllowedError');
  });

  it('keeps at most three toasts, each for its time, and each can be dismissed', async () => {
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

describe('boot script: the web fonts', () => {
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
  });

  it("loads the faces the page's title needs once the page has painted and loaded, then adds every face at once", async () => {
    const { made, added } = stubFonts();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    boot(config);
    reportPaint('first-contentful-paint');
    // Many frames, but short of the FONT_WAIT_MS fallback.
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS / 2);
    // The hero's image first: nothing is fetched for the fonts until the page has loaded.
    expect(made).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(made).toHaveLength(0);
    await untilFacesMade(made);
    expect(made.map((face) => [face.family, face.source])).toEqual([
      ['Inter Variable', 'url("/assets/inter.woff2")'],
      ['Cinzel Variable', 'url("/assets/cinzel.woff2")'],
      ['Noto Sans KR', 'url("/assets/noto-sans-kr.woff2")'],
    ]);
    // The Korean face is left to load if text asks for it, as a stylesheet's face would.
    expect(made.map((face) => face.loads)).toEqual([1, 1, 0]);
    made[0]!.settle(true);
    await settle();
    expect(added).toEqual([]);
    made[1]!.settle(true);
    await settle();
    // One change to the document's fonts: the page is laid out once for all of them.
    expect(added).toEqual(made);
  });

  it('adds them when one fails (its stand-in stays), and after FONT_WAIT_MS if they are slow, once', async () => {
    let fonts = stubFonts();
    boot(config).start();
    // The page has loaded: they start after the next frame.
    await untilFacesMade(fonts.made);
    fonts.made[0]!.settle(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fonts.added).toEqual(fonts.made);

    document.head.replaceChildren();
    fonts = stubFonts();
    boot(config).start();
    await untilFacesMade(fonts.made);
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(fonts.added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fonts.added).toEqual(fonts.made);
    fonts.made[0]!.settle(true);
    fonts.made[1]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fonts.added).toHaveLength(fonts.made.length);
  });

  it('starts them after FONT_WAIT_MS when a stalled request holds the load event back', async () => {
    const fonts = stubFonts();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    boot(config).start();
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(fonts.made).toHaveLength(0);
    await untilFacesMade(fonts.made);
    // The load event arriving after that starts nothing twice.
    const count = fonts.made.length;
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fonts.made).toHaveLength(count);
  });

  it('starts the app without them in a browser with no FontFace', () => {
    vi.stubGlobal('FontFace', undefined);
    boot(config).start();
    expect(started()).toEqual(['/assets/index-abc.js']);
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
