import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { nextFrames } from './page-state';
import { screenPicture } from './screen-picture';

/*
 * Every word over the live scene meets WCAG AA on the rendered pixels (issue 44). At a stop, three
 * pictures are taken, time frozen: the page, the page with its text made transparent, and that with
 * the scene's canvas hidden too. Where the first two differ are a text's glyphs; where the last two
 * differ is the scene. Each text is held against the scene's pixels under its glyphs (the second
 * picture there): 4.5:1 for body text, 3:1 for large text (24 px, or 18.66 px bold). The sweeps that
 * use it: contrast.spec.ts (1280 px) and phone-story.spec.ts (390 px, on its walk down the page).
 */

/** The share of a text's scene pixels allowed below the ratio: the anti-aliased rims of shapes. */
const TOLERATED = 0.05;

interface Run {
  text: string;
  /** The part of the page it is in: a section's id, the header or the footer. */
  part: string;
  color: [number, number, number, number];
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

interface Picture {
  data: Buffer;
  width: number;
}

const luminance = ([r, g, b]: readonly number[]) => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
};
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

async function picture(page: Page, css = ''): Promise<Picture> {
  const style = css ? await page.addStyleTag({ content: css }) : null;
  try {
    await nextFrames(page);
    const png = await screenPicture(page);
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width };
  } finally {
    await style?.evaluate((element) => (element as Element).remove());
  }
}

const noText =
  '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }';
const noScene = '[data-stage] { visibility: hidden !important; }';

/** The text on screen: each run of a text node, its colour, size class and line boxes. */
function textOnScreen(page: Page): Promise<Run[]> {
  return page.evaluate(() => {
    const runs: Run[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('[aria-hidden="true"], script, style, noscript'))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A line under something else (the header, a toast) is not read over the scene.
      const uncovered = (r: DOMRect) => {
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !top || top.contains(element) || element.contains(top);
      };
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 2 && r.height > 2 && r.bottom > 0 && r.top < innerHeight)
        .filter(uncovered)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
      if (!rects.length) continue;
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(style.color)?.[1]
          ?.split(/[\s,/]+/)
          .map(Number) ?? [];
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const section = element.closest('section[id]');
      runs.push({
        text: text.slice(0, 40),
        part: section?.id ?? (element.closest('footer') ? 'footer' : 'header'),
        color: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1],
        large: size >= 24 || (bold && size >= 18.66),
        rects,
      });
    }
    return runs;
  }) as Promise<Run[]>;
}

/** Each text over the scene with its measured ratio (the worst but the tolerated share). */
function measure(runs: Run[], shown: Picture, textless: Picture, bare: Picture) {
  const found: { run: Run; ratio: number; needed: number }[] = [];
  const height = shown.data.length / 3 / shown.width;
  for (const run of runs) {
    const ratios: number[] = [];
    for (const rect of run.rects)
      for (let y = Math.max(0, Math.floor(rect.y)); y < Math.min(height, rect.y + rect.height); y++)
        for (
          let x = Math.max(0, Math.floor(rect.x));
          x < Math.min(shown.width, rect.x + rect.width);
          x++
        ) {
          const i = (y * shown.width + x) * 3;
          const glyph = [0, 1, 2].some(
            (c) => Math.abs(shown.data[i + c]! - textless.data[i + c]!) > 40,
          );
          const scene = [0, 1, 2].some(
            (c) => Math.abs(textless.data[i + c]! - bare.data[i + c]!) > 6,
          );
          if (!glyph || !scene) continue;
          const behind = [textless.data[i]!, textless.data[i + 1]!, textless.data[i + 2]!];
          const alpha = run.color[3];
          const drawn = run.color.slice(0, 3).map((c, k) => c * alpha + behind[k]! * (1 - alpha));
          ratios.push(ratio(luminance(drawn), luminance(behind)));
        }
    if (ratios.length < 12) continue;
    ratios.sort((a, b) => a - b);
    found.push({
      run,
      ratio: ratios[Math.floor(ratios.length * TOLERATED)]!,
      needed: run.large ? 3 : 4.5,
    });
  }
  return found;
}

/** The texts under AA over the scene, and each part's worst figure, over the stops of one sweep. */
export function contrastRecord() {
  const problems: string[] = [];
  const worst = new Map<string, { figure: string; share: number }>();
  return {
    problems,
    /** Measures the screen as it is: the page scrolled to `at`, the scene frozen and at rest. */
    async add(page: Page, at: number) {
      const runs = await textOnScreen(page);
      const withText = await picture(page);
      const textless = await picture(page, noText);
      const bare = await picture(page, `${noText} ${noScene}`);
      for (const { run, ratio, needed } of measure(runs, withText, textless, bare)) {
        const figure = `${ratio.toFixed(2)}:1 "${run.text}" at ${at} px (needs ${needed}:1)`;
        if (ratio < needed) problems.push(figure);
        if (ratio / needed < (worst.get(run.part)?.share ?? Infinity))
          worst.set(run.part, { figure, share: ratio / needed });
      }
    },
    /** The worst figure of each part of the page, for the record (the report's annotations). */
    annotate(testInfo: TestInfo) {
      for (const [part, { figure }] of worst)
        testInfo.annotations.push({ type: `worst contrast, ${part}`, description: figure });
    },
  };
}
