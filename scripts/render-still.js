// `npm run render:still`: photographs the 3D hero (still-camera.js) for the still the page shows
// before, and instead of, the scene: AVIF and WebP at five widths in assets/hero/, drawn at 1.5×
// the largest and scaled down for smooth edges. Then each Armory item's still (assets/armory/),
// framed on what its slot dresses; `npm run render:still -- items` renders only those.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { openStillCamera } from './lib/still-camera.js';

/** The still's shape; hero-art.tsx and the scene's camera framing share it (8:9). */
const aspect = { width: 8, height: 9 };
const stillWidths = [480, 768, 960, 1200, 1440];
const supersample = 1.5;
/** A moment when the crest fire stands tall and the embers are spread out. */
const frozenAt = 2.6;

const outDir = resolve('assets/hero');
const itemDir = resolve('assets/armory');
/** An item's still: the Character beat's view at 600×675 (he shows his wings and gear), cropped on
 * what the slot dresses, at twice its CSS size. */
const itemSize = { width: 144, height: 160 };
const itemFrame = {
  query: { width: 600, height: 675, time: frozenAt, story: 1.5 },
  crop: {
    mask: { left: 170, top: 200, width: 260, height: 289 },
    wings: { left: 0, top: 4, width: 600, height: 667 },
    gear: { left: 120, top: 275, width: 360, height: 400 },
  },
};
const width = Math.round(Math.max(...stillWidths) * supersample);
const height = Math.round((width * aspect.height) / aspect.width);

const camera = await openStillCamera();

/** A still as AVIF and WebP, and their sizes. */
async function writeStill(resized, base, quality) {
  const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
  const webp = await resized.clone().webp({ quality, effort: 6 }).toFile(`${base}.webp`);
  return `avif ${(avif.size / 1024).toFixed(1)} KB  webp ${(webp.size / 1024).toFixed(1)} KB`;
}

async function renderHero() {
  const png = await camera.photograph({ width, height, time: frozenAt });
  mkdirSync(outDir, { recursive: true });
  for (const w of stillWidths) {
    const h = Math.round((w * aspect.height) / aspect.width);
    const resized = sharp(png).resize(w, h, { kernel: 'lanczos3' });
    const sizes = await writeStill(resized, resolve(outDir, `masked-flame-${w}`), 80);
    console.log(`masked-flame-${w}: ${w}×${h}  ${sizes}`);
  }
}

async function renderItems() {
  // The item list as the site has it: the content module, loaded by Vite like the page's.
  const { armoryItems: items } = (await runnerImport('/src/content/armory.ts')).module;
  mkdirSync(itemDir, { recursive: true });
  for (const { slot, id } of items) {
    const png = await camera.photograph({ ...itemFrame.query, [slot]: id });
    const crop = itemFrame.crop[slot];
    const resized = sharp(png)
      .extract(crop)
      .resize(itemSize.width, itemSize.height, { kernel: 'lanczos3' });
    console.log(
      `${slot}-${id}: ${await writeStill(resized, resolve(itemDir, `${slot}-${id}`), 78)}`,
    );
  }
}

try {
  if (process.argv[2] !== 'items') await renderHero();
  await renderItems();
} finally {
  await camera.close();
}
