// `npm run render:still`: photographs the live 3D hero and writes the still image the page shows
// before, and instead of, the scene: AVIF and WebP at three widths in assets/hero/. The picture is
// the scene itself (src/scene/still-entry.ts, the runtime the hero runs), with time frozen, drawn
// by Debian's Chromium in SwiftShader at 1.5× the largest width and scaled down for smooth edges.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { createServer } from 'vite';
import { chromiumPath, swiftShaderFlags } from './lib/harness.js';

/** The still's shape; hero-art.tsx and the scene's camera framing share it (8:9). */
const aspect = { width: 8, height: 9 };
const stillWidths = [480, 960, 1440];
const supersample = 1.5;
/** A moment when the crest fire stands tall and the embers are spread out. */
const frozenAt = 2.6;

const outDir = resolve('assets/hero');
const width = Math.round(Math.max(...stillWidths) * supersample);
const height = Math.round((width * aspect.height) / aspect.width);

const server = await createServer({
  server: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
  appType: 'mpa',
});
await server.listen();
const origin = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', ...swiftShaderFlags],
});
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  page.on('pageerror', (error) => console.error(error));
  await page.goto(
    `${origin}scripts/render-still.html?width=${width}&height=${height}&time=${frozenAt}`,
  );
  const status = await page.waitForFunction(() => window.stillStatus, null, { timeout: 120_000 });
  if ((await status.jsonValue()) !== 'ready') throw new Error(await status.jsonValue());
  const dataUrl = await page.evaluate(() =>
    document.querySelector('canvas').toDataURL('image/png'),
  );
  const png = Buffer.from(dataUrl.split(',')[1], 'base64');

  mkdirSync(outDir, { recursive: true });
  for (const w of stillWidths) {
    const h = Math.round((w * aspect.height) / aspect.width);
    const resized = sharp(png).resize(w, h, { kernel: 'lanczos3' });
    const base = resolve(outDir, `masked-flame-${w}`);
    const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
    const webp = await resized.clone().webp({ quality: 80, effort: 6 }).toFile(`${base}.webp`);
    console.log(
      `masked-flame-${w}: ${w}×${h}  avif ${(avif.size / 1024).toFixed(1)} KB  webp ${(webp.size / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
