import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A controllable browser for motion tests: where each element sits (jsdom has no layout), an
 * IntersectionObserver the test drives by hand, and the reduced-motion preference.
 */

const rects = new Map<Element, { top: number; height: number }>();

/** Puts an element at `top` (pixels from the top of the viewport). Unplaced elements sit at 0. */
export function place(element: Element, top: number, height = 100): void {
  rects.set(element, { top, height });
}

export const VIEWPORT_HEIGHT = 800;

class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.targets.add(element);
  }
  unobserve(element: Element) {
    this.targets.delete(element);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  fire(elements: Element[], isIntersecting: boolean) {
    const entries = elements
      .filter((element) => this.targets.has(element))
      .map((element) => ({
        target: element,
        isIntersecting,
        boundingClientRect: element.getBoundingClientRect(),
      })) as unknown as IntersectionObserverEntry[];
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Tells every observer that these elements (moved with `place`) now cross its edge. */
export function intersect(elements: Element[], isIntersecting = true): void {
  for (const observer of ControlledObserver.instances) observer.fire(elements, isIntersecting);
}

/** How many elements are still waiting for their reveal. */
export const watchedCount = (): number =>
  ControlledObserver.instances.reduce((sum, observer) => sum + observer.targets.size, 0);

type Listener = (event: MediaQueryListEvent) => void;
let reduce = false;
const motionListeners = new Set<Listener>();

/** Sets the visitor's reduced-motion preference; `live` also tells the page, as the OS would. */
export function setReducedMotion(value: boolean, live = false): void {
  reduce = value;
  if (live)
    for (const listener of motionListeners) listener({ matches: value } as MediaQueryListEvent);
}

/**
 * The clock the page animates by: frames, timers and `performance.now()` are fake, so a test
 * moves time on with `elapse` (or hydrate.tsx's `nextFrames`) instead of sleeping. React's own
 * scheduler (setImmediate, MessageChannel) keeps running for real.
 */
const motionClock = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'performance',
  'Date',
] as const;

/** Moves the fake clock on by `ms`, running the frames and timers due, inside act(). */
export const elapse = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

export function installMotionEnvironment(): void {
  vi.useFakeTimers({ toFake: [...motionClock] });
  reduce = false;
  rects.clear();
  motionListeners.clear();
  ControlledObserver.instances = [];
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT_HEIGHT });
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rect = rects.get(this) ?? { top: 0, height: 0 };
    return {
      top: rect.top,
      bottom: rect.top + rect.height,
      height: rect.height,
      left: 0,
      right: 100,
      width: 100,
      x: 0,
      y: rect.top,
      toJSON: () => ({}),
    } as DOMRect;
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce') ? reduce : false,
        media: query,
        onchange: null,
        addEventListener: (_: string, listener: Listener) => motionListeners.add(listener),
        removeEventListener: (_: string, listener: Listener) => motionListeners.delete(listener),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}
