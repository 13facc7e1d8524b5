import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  extent,
  glowPixels,
  glows,
  PIXELS_PER_REM,
  tokenColor,
} from '../../../scripts/lib/glow.js';
import { glowCss } from '../../../scripts/render-glow.js';

const committed = readFileSync('src/styles/glow.css', 'utf8');

describe('the page glows (src/styles/glow.css, `npm run render:glow`)', () => {
  it('are what the script draws from their definitions and the colour tokens', async () => {
    expect(committed, 'run `npm run render:glow` and commit src/styles/glow.css').toBe(
      await glowCss(),
    );
  });

  it('draw the radial gradient they stand for: alpha falls linearly to 0 at its last stop', () => {
    const [ember] = glows;
    const { width, height, data } = glowPixels(ember!, [255, 107, 31]);
    expect([width, height]).toEqual(extent(ember!).map((rem) => rem * PIXELS_PER_REM));
    const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3];
    const peak = Math.round(255 * ember!.alpha);
    // The centre, half-way to the edge along the long axis, and a corner (outside the ellipse).
    expect(alpha(width / 2, height / 2)).toBeGreaterThanOrEqual(peak - 1);
    expect(alpha(Math.round(width * 0.75), height / 2)).toBeCloseTo(peak / 2, -0.5);
    expect(alpha(0, 0)).toBe(0);
  });

  it('decode to the pixels they were drawn from, in the colour of their token', async () => {
    const urls = [...committed.matchAll(/url\('data:image\/webp;base64,([^']+)'\)/g)];
    expect(urls).toHaveLength(glows.length);
    for (const [index, glow] of glows.entries()) {
      const rgb = tokenColor(glow.color);
      const { data, info } = await sharp(Buffer.from(urls[index]![1]!, 'base64'))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const drawn = glowPixels(glow, rgb);
      expect([info.width, info.height]).toEqual([drawn.width, drawn.height]);
      // Lossless, except the colour of fully transparent pixels, which WebP does not keep.
      const visible = (pixels: Buffer) =>
        Buffer.from(pixels.map((value, at) => (pixels[at - (at % 4) + 3] === 0 ? 0 : value)));
      expect(Buffer.compare(visible(data), visible(drawn.data)), glow.name).toBe(0);
    }
  });
});
