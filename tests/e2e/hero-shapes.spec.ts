import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { en } from '../site-messages';
import { waitForWebFonts } from './fonts-drawn';
import { heroTextContrast } from './hero-contrast';
import { nextFrames } from './page-state';

/*
 * The hero at every shape of screen a visitor brings: phones held upright and sideways, tablets
 * both ways, small windows and monitors up to 2560 × 1440. On each, the first screen shows the
 * Masked Flame's face: his eyes are in the picture, below the header, under no line of text, and
 * glowing, not lost in the fade at the art's foot. A phone held sideways showed only the flame
 * above his head; an upright tablet, a short phone and a wide monitor dimmed or covered his eyes.
 * And the way in, Play Now, is on that first screen too: a window or an opened foldable near
 * square put it 20–225 px below.
 */
const shapes = [
  // Phones, upright and sideways.
  [320, 568],
  [360, 640],
  [375, 667],
  [390, 844],
  [412, 915],
  [430, 932],
  [568, 320],
  [667, 375],
  [740, 360],
  [844, 390],
  [915, 412],
  [932, 430],
  // Tablets, both ways.
  [600, 960],
  [768, 1024],
  [820, 1180],
  [834, 1194],
  [1024, 768],
  [1180, 820],
  [1024, 1366],
  [1366, 1024],
  // Windows and foldables opened, near square or short for their width.
  [640, 700],
  [690, 829],
  [700, 900],
  [742, 864],
  [884, 1104],
  [1000, 1000],
  [1023, 1024],
  // Windows and monitors.
  [960, 1080],
  [1000, 700],
  [1280, 720],
  [1280, 800],
  [1366, 768],
  [1440, 900],
  [1536, 864],
  [1920, 1080],
  [2560, 1440],
] as const;

/**
 * His eyes in the still image (assets/hero/masked-flame-*.webp, 8:9), as shares of its width and
 * height: the middle of each eye's glow, measured on the 960 px render.
 */
const EYES = [
  { x: 0.441, y: 0.528 },
  { x: 0.558, y: 0.528 },
];
/** The least brightness (0–255) at an eye: half its glow in the image, which peaks near 255. */
const GLOWING = 128;

test.use({ reducedMotion: 'reduce' });

test('at every shape of screen, the first screen shows his eyes, uncovered and glowing', async ({
  page,
}) => {
  await page.goto('/');
  await waitForWebFonts(page);
  const image = page.locator('#top [data-scene] img');
  const problems: string[] = [];
  for (const [width, height] of shapes) {
    await page.setViewportSize({ width, height });
    const eyes = await image.evaluate(async (img: HTMLImageElement, eyes) => {
      // The size may pick another file from the srcset, after a frame or two: read the picture
      // once the file it shows has stayed the same, loaded and decoded, over two frames.
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let shown = ''; shown !== img.currentSrc || !img.complete;) {
        shown = img.currentSrc;
        await img.decode().catch(() => undefined);
        await frames();
      }
      // Where `object-fit: cover` and the object-position put the picture in the image's box.
      const box = img.getBoundingClientRect();
      const [anchorX, anchorY] = getComputedStyle(img)
        .objectPosition.split(' ')
        .map((value) => parseFloat(value) / 100);
      const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const [drawnWidth, drawnHeight] = [img.naturalWidth * scale, img.naturalHeight * scale];
      const left = box.left + (box.width - drawnWidth) * anchorX!;
      const top = box.top + (box.height - drawnHeight) * anchorY!;
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(
        document.getElementById('top')!,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      return eyes.map((eye) => {
        const x = left + eye.x * drawnWidth;
        const y = top + eye.y * drawnHeight;
        const near = (rect: DOMRect) =>
          x >= rect.left - 4 && x <= rect.right + 4 && y >= rect.top - 4 && y <= rect.bottom + 4;
        return {
          x,
          y,
          inPicture: x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
          onFirstScreen: x >= 0 && x <= innerWidth && y >= header && y <= innerHeight - 2,
          underText: lines.some(near),
        };
      });
    }, EYES);
    for (const [index, eye] of eyes.entries()) {
      const where = `${width} × ${height}, eye ${index + 1} at ${Math.round(eye.x)}, ${Math.round(eye.y)}`;
      if (!eye.inPicture) problems.push(`${where}: cropped out of the picture`);
      else if (!eye.onFirstScreen) problems.push(`${where}: off the first screen`);
      else if (eye.underText) problems.push(`${where}: under a line of text`);
      else {
        const clip = { x: Math.round(eye.x) - 2, y: Math.round(eye.y) - 2, width: 5, height: 5 };
        const brightness = async () =>
          Math.max(
            ...(await sharp(await page.screenshot({ clip }))
              .greyscale()
              .raw()
              .toBuffer()),
          );
        // A frame caught while the browser swaps in the file for the new size reads dark: a
        // dimmed eye stays dark over the next frames, a swap does not.
        let brightest = await brightness();
        for (let tries = 0; brightest < GLOWING && tries < 5; tries++) {
          await nextFrames(page);
          brightest = await brightness();
        }
        if (brightest < GLOWING) problems.push(`${where}: dimmed to ${brightest} of 255`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('at every shape of screen, Play Now is on the first screen', async ({ page }) => {
  await page.goto('/');
  await waitForWebFonts(page);
  const playNow = page.getByRole('link', { name: new RegExp(`^${en('hero.playNow')}`) });
  const problems: string[] = [];
  // Not on a phone held sideways, whose 320–430 px under the header hold the name, the tagline
  // and the lead, nor on the smallest phone (320 × 568), where his face takes the room: Play Now
  // is the next thing a scroll brings.
  for (const [width, height] of shapes.filter(([width, height]) => height > 500 && width > 320)) {
    await page.setViewportSize({ width, height });
    const box = (await playNow.boundingBox())!;
    if (box.y < 0 || box.y + box.height > height)
      problems.push(`${width} × ${height}: its foot at ${Math.round(box.y + box.height)} px`);
  }
  expect(problems).toEqual([]);
});

test('where the art is beside the text, the text keeps AA contrast against it', async ({
  page,
}) => {
  await page.goto('/');
  await waitForWebFonts(page);
  const art = page.locator('#top [data-scene]');
  const problems: string[] = [];
  for (const [width, height] of shapes.filter(([width]) => width < 1024)) {
    await page.setViewportSize({ width, height });
    // Beside the text: the art starts past the screen's first fifth (upright phones, the art
    // above the text: hero-phone.spec.ts).
    if ((await art.boundingBox())!.x < width / 5) continue;
    for (const { name, ratio, minimum } of await heroTextContrast(page))
      if (ratio < minimum) problems.push(`${width} × ${height}: ${name} at ${ratio}:1`);
  }
  expect(problems).toEqual([]);
});
