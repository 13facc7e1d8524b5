/** The three rendering engines the site is tested in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface VisitOptions {
  /** false: a visitor with JavaScript turned off. */
  javaScript?: boolean;
  /** The window's inner size; an engine whose window cannot be that small keeps its smallest. */
  width?: number;
  height?: number;
}

/**
 * One visitor in one engine, driven the same way whatever the driver underneath (puppeteer over
 * CDP or WebDriver BiDi, or classic WebDriver): the checks in engines.spec.ts are written once.
 */
export interface Visitor {
  readonly engine: EngineName;
  /** Navigates and returns once the document is parsed; the checks wait for what they need. */
  open(url: string): Promise<void>;
  /** Runs `body` as an async function in the page, with `args`; returns its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** The page's text as a reader sees it (works with scripts off too). */
  text(): Promise<string>;
  /** A real click (trusted input, a user gesture) in the middle of the element `css` finds. */
  click(css: string): Promise<void>;
  /** A PNG of what the window shows of the page (its viewport), as the engine composited it. */
  screenshot(): Promise<Buffer>;
  /** Uncaught errors, unhandled rejections and console errors seen so far, in order. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls `condition` (a function body run in the page) until it returns true. */
export async function waitUntil(
  visitor: Visitor,
  condition: string,
  { timeoutMs = 15_000, what = condition } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const met = await visitor.run<boolean>(condition).catch(() => false);
    if (met) return;
    if (Date.now() > until)
      throw new Error(`${visitor.engine}: not true after ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The boot script's record of uncaught errors and rejections (src/boot), in any engine. */
export const bootErrors = 'return window.emberwildBoot?.errors() ?? [];';
