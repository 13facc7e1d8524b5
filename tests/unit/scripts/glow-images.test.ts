import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  extent,
  glowPixels,
  glows,
  PIXELS_PER_REM,
  tokenColor,
} from '../../../scripts/lib/glow-images.js';
import { glowCss, glowImages } from '../../../scripts/render-glow.js';

const committed = readFileSync('src/styles/glow.css', 'utf8');

/** The layers of `--page-glow` in the committed file's `:root`, each as its space-separated parts. */
function committedLayers() {
  const values: string[] = [];
  postcss.parse(committed).walkDecls('--page-glow', (decl) => {
    if (decl.parent?.type === 'rule' && (decl.parent as postcss.Rule).selector === ':root') {
      values.push(decl.value);
    }
  });
  expect(values, 'one --page-glow in :root').toHaveLength(1);
  return postcss.list.comma(values[0]!).map((layer) => postcss.list.space(layer));
}

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

  it('place, in --page-glow, images that decode to the pixels drawn in their token colour', async () => {
    const images = await glowImages();
    // The committed layers name the very images checked below (data URLs included).
    expect(committedLayers()).toEqual(images.map(({ layer }) => postcss.list.space(layer)));
    for (const { glow, webp } of images) {
      const { data, info } = await sharp(webp)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const drawn = glowPixels(glow, tokenColor(glow.color));
      expect([info.width, info.height]).toEqual([drawn.width, drawn.height]);
      // Lossless, except the colour of fully transparent pixels, which WebP does not keep.
      const visible = (pixels: Buffer) =>
        Buffer.from(pixels.map((value, at) => (pixels[at - (at % 4) + 3] === 0 ? 0 : value)));
      expect(Buffer.compare(visible(data), visible(drawn.data)), glow.name).toBe(0);
    }
  });
});
