// The page's two ambient glows (src/styles/glow.css), drawn as small images by `npm run
// render:glow`: with a software GL driver a CSS radial gradient compiles a shader program, which
// held the first paint (README, Speed); an image uses the program the hero's picture needs anyway.
// Exact: alpha falls linearly to the last stop, and the browser's bilinear scaling is linear too.
import { readFileSync } from 'node:fs';
import postcss from 'postcss';

/**
 * Each glow as CSS drew it: `radial-gradient(<radii> at <x> <top>, <color> / <alpha>, transparent
 * <stop>)`, radii and `top` in rem, `x` in % of the page's width. Not `top` in %: the page grows
 * as sections below are first drawn, and the glow would slide.
 */
export const glows = [
  { name: 'ember', color: 'flame', alpha: 0.1, radii: [60, 40], x: 85, top: -7, stop: 0.6 },
  { name: 'jade', color: 'jade', alpha: 0.07, radii: [50, 40], x: -10, top: 110, stop: 0.6 },
];

/** Image pixels per rem: the glow is smooth, so the browser's scaling loses nothing. */
export const PIXELS_PER_REM = 1;

/** `[r, g, b]` of a colour token, as the page's `:root` in src/styles/tokens.css sets it. */
export function tokenColor(name, css = readFileSync('src/styles/tokens.css', 'utf8')) {
  let hex;
  postcss.parse(css).walkDecls(`--color-${name}`, (decl) => {
    if (decl.parent?.type === 'rule' && decl.parent.selector === ':root') {
      hex = /^#([0-9a-f]{6})$/i.exec(decl.value.trim())?.[1];
    }
  });
  if (!hex) throw new Error(`src/styles/tokens.css has no --color-${name} as #rrggbb in :root`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
}

/**
 * The image's size in rem: the ellipse out to the gradient's last stop.
 * @param {{ radii: number[], stop: number }} glow
 */
export const extent = (glow) => glow.radii.map((radius) => 2 * radius * glow.stop);

/** The glow's RGBA pixels (straight alpha), `{ width, height, data }`. */
export function glowPixels(glow, rgb) {
  const [width = 0, height = 0] = extent(glow).map((rem) => Math.round(rem * PIXELS_PER_REM));
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // 0 at the centre, 1 at the last stop (pixel centres, so the image is symmetric).
      const distance = Math.hypot((2 * x + 1) / width - 1, (2 * y + 1) / height - 1);
      const index = (y * width + x) * 4;
      data.set(rgb, index);
      data[index + 3] = Math.round(255 * glow.alpha * Math.max(0, 1 - distance));
    }
  }
  return { width, height, data };
}

const rem = (value) => `${+value.toFixed(4)}rem`;
const offset = (percent, size) => {
  // background-position p% puts the image's p% point on the page's p% point; the gradient put
  // its centre there, so the image moves by (p% - 50%) of its own size.
  const shift = ((percent - 50) / 100) * size;
  return `calc(${percent}% ${shift < 0 ? '-' : '+'} ${rem(Math.abs(shift))})`;
};

/** One background layer: the image at the gradient's place and size. */
export function glowLayer(glow, dataUrl) {
  const [width, height] = extent(glow);
  const y = rem(glow.top - height / 2);
  return `url('${dataUrl}') ${offset(glow.x, width)} ${y} / ${rem(width)} ${rem(height)} no-repeat`;
}
