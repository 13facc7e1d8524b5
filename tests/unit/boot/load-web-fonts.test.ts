import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_WAIT_MS } from '../../../src/boot/boot-contract';
import { loadWebFonts } from '../../../src/boot/load-web-fonts';
import * as pageAttributes from '../../../src/lib/page-attributes';
import { stubFonts } from './stub-fonts';

const faces = [
  { family: 'Inter Variable', src: '/inter.woff2', descriptors: {}, load: true },
  { family: 'Noto Sans KR', src: '/kr.woff2', descriptors: {} },
];
const now = (task: () => void) => task();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as { fonts?: unknown }).fonts;
});

describe('loadWebFonts', () => {
  it('loads the faces the title needs, then adds every face at once, once the input is quiet', async () => {
    const { made, added } = stubFonts();
    const waiting: (() => void)[] = [];
    loadWebFonts(faces, (task) => waiting.push(task));
    expect(made.map((face) => [face.family, face.loads])).toEqual([
      ['Inter Variable', 1],
      ['Noto Sans KR', 0],
    ]);
    made[0]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([]);
    waiting.forEach((task) => task());
    expect(added).toEqual(made);
  });

  it('lays out the blocks that skipped only the load in the first idle moment after the fonts', async () => {
    const root = document.documentElement;
    root.setAttribute(pageAttributes.lazyUntilIdle, '');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { made } = stubFonts();
    const waiting: (() => void)[] = [];
    loadWebFonts(faces, (task) => waiting.push(task));
    made[0]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle, 'not before the fonts are added').toEqual([]);
    waiting.forEach((task) => task());
    expect(root.hasAttribute(pageAttributes.lazyUntilIdle), 'not in the fonts’ own task').toBe(
      true,
    );
    idle.forEach((callback) => callback());
    expect(root.hasAttribute(pageAttributes.lazyUntilIdle)).toBe(false);
  });

  it('lays them out after a moment where the browser cannot say when it is idle', async () => {
    const root = document.documentElement;
    root.setAttribute(pageAttributes.lazyUntilIdle, '');
    vi.stubGlobal('requestIdleCallback', undefined);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    stubFonts();
    loadWebFonts(faces, now);
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS);
    expect(
      root.hasAttribute(pageAttributes.lazyUntilIdle),
      'the fonts added, a moment to wait',
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(root.hasAttribute(pageAttributes.lazyUntilIdle)).toBe(false);
  });

  it('adds them when one fails, or after FONT_WAIT_MS when they are slow, and only once', async () => {
    let fonts = stubFonts();
    loadWebFonts(faces, now);
    fonts.made[0]!.settle(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fonts.added).toEqual(fonts.made);

    fonts = stubFonts();
    loadWebFonts(faces, now);
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(fonts.added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fonts.added).toEqual(fonts.made);
    fonts.made[0]!.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fonts.added).toHaveLength(fonts.made.length);
  });
});
