import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FALLBACK_MS, bootAfterFirstPaint, bootScriptUrls } from '../../scripts/lib/boot.js';

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <style>body{}</style>
  </head>
  <body><div id="root">content</div>
  </body></html>`;

/** Runs the page's boot script in this jsdom window, with a controllable paint observer. */
function runBoot(html: string, paintSupported = true) {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  class Observer {
    static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function(code)();
  const started = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const paint = (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  return { started, paint };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('boot script: JavaScript starts once the page is on screen', () => {
  const html = bootAfterFirstPaint(built);

  it("replaces Vite's entry and modulepreload tags with one inline script at the end of the head", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script>\(function\(\)[^<]*<\/script>\s*<\/head>/);
    expect(bootScriptUrls(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js']);
  });

  it('starts the entry, with its preloads, at the first contentful paint, once', () => {
    vi.useFakeTimers();
    const boot = runBoot(html);
    expect(boot.started()).toEqual([]);
    boot.paint('first-paint');
    expect(boot.started()).toEqual([]);
    boot.paint('first-contentful-paint');
    expect(boot.started()).toEqual(['/assets/index-abc.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/react-def.js',
    );
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(boot.started()).toHaveLength(1);
  });

  it('starts anyway when no paint is reported (a background tab), and at once without paint timing', () => {
    vi.useFakeTimers();
    const waiting = runBoot(html);
    vi.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(waiting.started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(waiting.started()).toEqual(['/assets/index-abc.js']);
    document.head.replaceChildren();
    expect(runBoot(html, false).started()).toEqual(['/assets/index-abc.js']);
  });

  it('refuses a build without an entry script rather than ship a page that never starts', () => {
    expect(() => bootAfterFirstPaint('<html><body></body></html>')).toThrow(/no module entry/);
  });
});
