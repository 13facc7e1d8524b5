import sharp from 'sharp';
import { waitUntil, type Visitor } from './visitor';

/*
 * What an engine draws, read off its screenshots: whether the scene shows behind the page. The
 * page's scripts run in the page (as function bodies for Visitor.run); the pixels are compared here.
 */

interface Shot {
  data: Buffer;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Shot> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * What of the screen shows what lies behind the page: below the fixed header and outside every box
 * with an opaque background of its own (the cards); sizes in CSS pixels.
 */
const openScreen = `
  const opaque = (color) => {
    const match = /rgba?\\(([^)]+)\\)/.exec(color);
    const alpha = match?.[1]?.split(/[\\s,/]+/)[3];
    return Boolean(match) && (alpha === undefined || Number(alpha) >= 0.9);
  };
  const cards = [];
  for (const element of document.querySelectorAll('main *, footer *')) {
    if (!opaque(getComputedStyle(element).backgroundColor)) continue;
    const { x, y, width, height } = element.getBoundingClientRect();
    if (width * height > 0 && y < innerHeight && y + height > 0) cards.push({ x, y, width, height });
  }
  const header = document.querySelector('header')?.getBoundingClientRect();
  return { top: Math.max(0, Math.ceil(header?.bottom ?? 0)), cards, width: innerWidth };`;

/** Hides or shows the stage, then lets two frames be drawn. */
const setStageHidden = `
  const [hidden] = args;
  const stage = document.querySelector('[data-stage]');
  if (stage) stage.style.visibility = hidden ? 'hidden' : '';
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  await frame();
  await frame();`;

/** Mean absolute difference per channel (0–255) of the screen with and without the stage. */
async function sceneShown(visitor: Visitor): Promise<number> {
  const screen = await visitor.run<{ top: number; cards: Box[]; width: number }>(openScreen);
  const withScene = await decode(await visitor.screenshot());
  await visitor.run(setStageHidden, true);
  const without = await decode(await visitor.screenshot()).finally(() =>
    visitor.run(setStageHidden, false),
  );
  if (without.width !== withScene.width || without.height !== withScene.height) return 0;
  // Screenshots are in device pixels.
  const scale = withScene.width / screen.width;
  const open = (x: number, y: number) =>
    y >= screen.top &&
    !screen.cards.some(
      (box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height,
    );
  let total = 0;
  let pixels = 0;
  for (let y = 0; y < withScene.height; y++)
    for (let x = 0; x < withScene.width; x++) {
      if (!open(x / scale, y / scale)) continue;
      const i = (y * withScene.width + x) * 3;
      for (let c = 0; c < 3; c++)
        total += Math.abs((withScene.data[i + c] ?? 0) - (without.data[i + c] ?? 0));
      pixels += 1;
    }
  return pixels ? total / pixels / 3 : 0;
}

/**
 * Brings the section `id` to the top fifth of the screen and holds it there (a section drawn for
 * the first time takes its real height, which moves what follows it), for ten frames in a row.
 */
export const holdSectionAtTop = `
  const [id] = args;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const aim = () => {
    const section = document.getElementById(id);
    const end = document.documentElement.scrollHeight - innerHeight;
    return Math.round(Math.min(end, section.getBoundingClientRect().top + scrollY - innerHeight * 0.1));
  };
  for (let frames = 0, held = 0; frames < 600; frames++) {
    const y = aim();
    if (Math.abs(scrollY - y) > 1) {
      scrollTo(0, y);
      held = 0;
    } else if (++held >= 10) return scrollY;
    await frame();
  }
  throw new Error('#' + id + ' would not hold still at the top fifth');`;

/**
 * Waits until the scene shows behind what is on screen: the screen with the stage and without it
 * differ by more than `minimum` on average, where no card covers it. A frame the scene drew before
 * the scroll (the hero's, framed into its art box with the page's background all around) shows
 * next to nothing there. Where the debug handle is on the page (the main-thread path), its beat
 * must be `beat` first. Returns the last figure, shown or not.
 */
export async function waitForSceneBehind(
  visitor: Visitor,
  beat: string,
  { minimum, timeoutMs = 60_000 }: { minimum: number; timeoutMs?: number },
): Promise<{ shown: number; beat: string | null }> {
  const handleBeat = 'return globalThis.__emberwildScene?.diagnostics().beat ?? null;';
  if ((await visitor.run<string | null>(handleBeat)) !== null)
    await waitUntil(
      visitor,
      `return globalThis.__emberwildScene?.diagnostics().beat === ${JSON.stringify(beat)};`,
      { what: `the scene's beat is ${beat}`, timeoutMs },
    );
  const until = Date.now() + timeoutMs;
  const stageGone = 'return !document.querySelector("[data-stage]");';
  for (;;) {
    const shown = await sceneShown(visitor);
    // A scene that failed (or lost its context for good) takes its stage away: nothing to wait for.
    if (shown > minimum || Date.now() > until || (await visitor.run<boolean>(stageGone)))
      return { shown, beat: await visitor.run<string | null>(handleBeat) };
    // Another look once the page has drawn two more frames.
    await visitor.run(setStageHidden, false);
  }
}

/** Pixels of a picture more blue than red and green (by 16 of 255 or more), and its pixels in all. */
export async function coldPixels(png: Buffer): Promise<{ cold: number; pixels: number }> {
  const { data, width, height } = await decode(png);
  let cold = 0;
  for (let i = 0; i < width * height * 3; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (b > r + 15 && b > g + 15) cold += 1;
  }
  return { cold, pixels: width * height };
}
