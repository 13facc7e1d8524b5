// `npm run render:glow`: draws the page's ambient glows (scripts/lib/glow.js) as lossless WebP
// images and writes them, inlined, to src/styles/glow.css. Run it after changing a glow or its
// colour token; commit the output.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { glowLayer, glowPixels, glows, tokenColor } from './lib/glow.js';

const GLOW_CSS = 'src/styles/glow.css';

export async function glowCss() {
  const layers = [];
  for (const glow of glows) {
    const { width, height, data } = glowPixels(glow, tokenColor(glow.color));
    const webp = await sharp(data, { raw: { width, height, channels: 4 } })
      .webp({ lossless: true, effort: 6 })
      .toBuffer();
    layers.push(glowLayer(glow, `data:image/webp;base64,${webp.toString('base64')}`));
  }
  const css = `/* Written by \`npm run render:glow\` (scripts/render-glow.js): do not edit, run it again.
 * The page's ambient glows, as images: scripts/lib/glow.js says why. */
:root {
  --page-glow:
    ${layers.join(',\n    ')};
}
`;
  const config = (await prettier.resolveConfig(GLOW_CSS)) ?? {};
  return prettier.format(css, { ...config, filepath: GLOW_CSS });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(GLOW_CSS, await glowCss());
  console.log(`Wrote ${GLOW_CSS}`);
}
