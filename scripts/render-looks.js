// `npm run render:looks`: the share pictures, one per Armory set (assets/public/looks/<slug>.jpg):
// the Masked Flame wearing the set, photographed from the scene in its Character beat, beside the
// site's mark and name; and from the same photograph the Armory's portrait of the set
// (<slug>.avif). Each has its look's hash in assets/looks/manifest.json (a unit test fails when one
// is missing or stale). `npm run render:looks -- moon-ash-charm` renders only those sets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { cardHtml, dataUrl, photographCard } from './lib/picture-card.js';
import {
  lookHash,
  manifestPath,
  MAX_PICTURE_BYTES,
  pictureDir,
  pictureFrame,
  readManifest,
} from './lib/look-pictures.js';
import { openStillCamera } from './lib/still-camera.js';

const { module: looks } = await runnerImport('/src/content/looks.ts');
const { module: armory } = await runnerImport('/src/content/armory.ts');
const { site } = (await runnerImport('/src/content/site.ts')).module;
const { width, height } = looks.lookPicture;

const only = process.argv.slice(2);
const sets = looks
  .lookSets()
  .filter((set) => only.length === 0 || only.includes(looks.lookSlug(set)));
if (sets.length === 0) throw new Error(`No Armory set is named ${only.join(', ')}`);

const mark = dataUrl(readFileSync('assets/favicon.svg'), 'image/svg+xml');

/** The card around the scene's frame: the site's mark and name, as on the site's own preview. */
const card = (art) =>
  cardHtml({
    width,
    height,
    css: `.art { position: absolute; top: 0; right: 40px; width: ${pictureFrame.art.width}px; height: ${height}px; background: url(${art}) center / cover; }
.shade { position: absolute; inset: 0; background: linear-gradient(90deg, #050d0a 48%, rgb(5 13 10 / 0) 62%, rgb(5 13 10 / 0) 94%, #050d0a); }
.text { position: absolute; left: 72px; top: 0; bottom: 0; display: flex; flex-direction: column; justify-content: center; gap: 20px; width: 600px; }
.brand { display: flex; align-items: center; gap: 22px; }
.brand img { width: 96px; height: 96px; }
h1 { margin: 0; font: 900 84px/1 Cinzel; background: linear-gradient(180deg, #fff8e6 20%, #ffc56b 70%, #ff8a2b); -webkit-background-clip: text; color: transparent; }`,
    text: `<div class="brand"><img src="${mark}" alt=""><h1>${site.name}</h1></div>
<div class="badge">${site.token.symbol} · ${site.network}</div>
<div class="url">${new URL(site.siteUrl).host}</div>`,
  });

const camera = await openStillCamera();
const manifest = only.length > 0 && existsSync(manifestPath) ? readManifest() : {};
try {
  const cardPage = await camera.browser.newPage({ viewport: { width, height } });
  mkdirSync(pictureDir, { recursive: true });
  for (const set of sets) {
    const slug = looks.lookSlug(set);
    const scene = await camera.photograph({ ...pictureFrame.scene, ...set });
    const art = await sharp(scene)
      .resize(pictureFrame.art.width, pictureFrame.art.height, { kernel: 'lanczos3' })
      .png()
      .toBuffer();
    const png = await photographCard(cardPage, card(dataUrl(art, 'image/png')));
    const jpeg = await sharp(png)
      .jpeg({ quality: pictureFrame.jpegQuality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length > MAX_PICTURE_BYTES)
      throw new Error(
        `${slug}: ${jpeg.length} bytes, over ${MAX_PICTURE_BYTES}; lower jpegQuality`,
      );
    const { avifQuality, ...crop } = pictureFrame.portrait;
    const portrait = await sharp(scene).extract(crop).avif({ quality: avifQuality }).toBuffer();
    writeFileSync(resolve(pictureDir, `${slug}.jpg`), jpeg);
    writeFileSync(resolve(pictureDir, `${slug}.avif`), portrait);
    const hash = lookHash(armory.lookOf(set));
    manifest[slug] = { hash, bytes: jpeg.length, portraitBytes: portrait.length };
    console.log(`${slug}: ${(jpeg.length / 1024).toFixed(1)} KB, portrait ${portrait.length} B`);
  }
} finally {
  await camera.close();
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
mkdirSync(resolve(manifestPath, '..'), { recursive: true });
writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
const total = Object.values(sorted).reduce((sum, { bytes }) => sum + bytes, 0);
console.log(
  `${Object.keys(sorted).length} pictures, ${(total / 1024).toFixed(0)} KB in all; ${manifestPath}`,
);
