import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStarter } from '../../../src/boot/start-app';

const config = { entry: '/assets/index-abc.js', preloads: ['/assets/a.js', '/assets/b.js'] };
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const entries = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

afterEach(() => document.head.replaceChildren());

describe('appStarter', () => {
  it('fetches the preloads at once, runs the entry when the input is quiet, and starts once', () => {
    const waiting: (() => void)[] = [];
    const start = appStarter(config, (task) => waiting.push(task));
    expect(preloads()).toEqual([]);
    start();
    expect(preloads()).toEqual(config.preloads);
    expect(entries()).toEqual([]);
    waiting.forEach((task) => task());
    expect(entries()).toEqual([config.entry]);
    start();
    waiting.forEach((task) => task());
    expect(preloads()).toHaveLength(2);
    expect(entries()).toHaveLength(1);
  });

  it('runs the entry only once the page is parsed, when started while it still arrives', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    appStarter(config, (task) => task())();
    expect(preloads()).toEqual(config.preloads);
    expect(entries()).toEqual([]);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entries()).toEqual([config.entry]);
  });

  it('starts the web fonts after the load, where the browser can load a FontFace', async () => {
    vi.useFakeTimers();
    const made: string[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string) {
          made.push(family);
        }
        load = () => Promise.resolve();
      },
    );
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: () => {} } });
    const face = { family: 'Inter Variable', src: '/inter.woff2', descriptors: {}, load: true };
    appStarter({ ...config, faces: [face] }, (task) => task())();
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(made).toEqual(['Inter Variable']);

    // Without FontFace they are left to their stylesheet.
    made.length = 0;
    document.head.replaceChildren();
    vi.stubGlobal('FontFace', undefined);
    appStarter({ ...config, faces: [face] }, (task) => task())();
    await vi.advanceTimersByTimeAsync(50);
    expect(made).toEqual([]);
    expect(entries()).toEqual([config.entry]);

    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete (document as { fonts?: unknown }).fonts;
  });
});
