import type { CDPSession, Page } from '@playwright/test';

/*
 * A picture of the screen for the sweeps, which take some four hundred of them: the same pixels as
 * `page.screenshot({ animations: 'disabled' })`, encoded for speed. Playwright's encoding took
 * 0.40 CPU-seconds a picture at 1280 × 800 here, this 0.22: the browser's PNG encoder at its
 * fastest setting (Chromium's `optimizeForSpeed`), which Playwright does not expose.
 */

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewport (or `clip` of it) as a PNG, at one pixel a CSS pixel. CSS animations and
 * transitions are first brought to their end, and endless ones cancelled, as Playwright's
 * `animations: 'disabled'` does, unless `asItStands`: then the picture is what a visitor sees at
 * that moment. Other engines take Playwright's own picture.
 *
 * In Chromium, Playwright's own `page.screenshot({ clip })` on the phone's page below about
 * 11,000 px scrolled the page back by 500–2,500 px and drew the screen blank, while this capture,
 * before and after it, showed the page in place.
 */
export async function screenPicture(
  page: Page,
  clip?: Clip,
  { asItStands = false } = {},
): Promise<Buffer> {
  if (page.context().browser()?.browserType().name() !== 'chromium')
    return page.screenshot({ clip, animations: asItStands ? 'allow' : 'disabled', caret: 'hide' });
  const at = await page.evaluate((asItStands) => {
    if (!asItStands)
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
        else animation.finish();
      }
    return {
      x: scrollX,
      y: scrollY,
      width: innerWidth,
      height: innerHeight,
      dpr: devicePixelRatio,
    };
  }, asItStands);
  const area = clip ?? { x: 0, y: 0, width: at.width, height: at.height };
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = await page.context().newCDPSession(page)));
  // The clip is in the document's coordinates, and drawn at one pixel a CSS pixel.
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { ...area, x: area.x + at.x, y: area.y + at.y, scale: 1 / at.dpr },
  });
  return Buffer.from(data, 'base64');
}

const sessions = new WeakMap<Page, CDPSession>();
