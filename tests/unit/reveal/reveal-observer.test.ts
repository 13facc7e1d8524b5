import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchReveal } from '../../../src/reveal/reveal-observer';
import { installMotionEnvironment, intersect, place, VIEWPORT_HEIGHT } from '../motion-env';

function belowTheFold(count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const element = document.createElement('div');
    document.body.append(element);
    place(element, VIEWPORT_HEIGHT * 2 + index * 300);
    return element;
  });
}

let cleanups: (() => void)[] = [];

beforeEach(() => {
  installMotionEnvironment();
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('reveal observer: hiding what waits below the fold', () => {
  it('hides a few elements per frame, never all of them in one long task', () => {
    const hide = vi.fn();
    cleanups = belowTheFold(10).map((element) => watchReveal(element, null, hide, () => {}));
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(hide).toHaveBeenCalledTimes(4);
    vi.advanceTimersToNextFrame();
    expect(hide).toHaveBeenCalledTimes(8);
    vi.advanceTimersToNextFrame();
    expect(hide).toHaveBeenCalledTimes(10);
    vi.advanceTimersToNextFrame();
    expect(hide).toHaveBeenCalledTimes(10);
  });

  it('does not hide an element reached or removed while it waited its turn', () => {
    const elements = belowTheFold(6);
    const hidden: HTMLElement[] = [];
    const revealed: HTMLElement[] = [];
    cleanups = elements.map((element) =>
      watchReveal(
        element,
        null,
        () => hidden.push(element),
        () => revealed.push(element),
      ),
    );
    const [first, , , , reached, removed] = elements as [HTMLElement, ...HTMLElement[]];
    place(reached!, VIEWPORT_HEIGHT / 2);
    intersect([reached!]);
    cleanups[5]!();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(hidden).toContain(first);
    expect(hidden).not.toContain(reached);
    expect(hidden).not.toContain(removed);
    expect(hidden).toHaveLength(4);
    expect(revealed).toEqual([reached]);
  });
});
