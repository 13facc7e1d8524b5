// The camera render:still and render:looks share, so that every still is the scene as the page
// draws it: Vite serves scripts/render-still.html (the scene's runtime, time frozen), Debian's
// Chromium draws it in SwiftShader, and `photograph` returns one frame as PNG.
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumPath, swiftShaderFlags } from './chromium.js';

export async function openStillCamera() {
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
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  page.on('pageerror', (error) => console.error(error));

  /** One frame of the scene; `query` is what scripts/render-still-entry.ts reads. */
  async function photograph(query) {
    await page.goto(`${origin}scripts/render-still.html?${new URLSearchParams(query)}`);
    const status = await page.waitForFunction(() => window.stillStatus, null, { timeout: 120_000 });
    if ((await status.jsonValue()) !== 'ready') throw new Error(await status.jsonValue());
    const dataUrl = await page.evaluate(() =>
      document.querySelector('canvas').toDataURL('image/png'),
    );
    return Buffer.from(dataUrl.split(',')[1], 'base64');
  }

  async function close() {
    await browser.close();
    await server.close();
  }
  return { browser, photograph, close };
}
