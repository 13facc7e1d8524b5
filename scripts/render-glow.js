// `npm run render:glow`: draws the page's ambient glows (scripts/lib/glow-images.js) as lossless WebP
// images and writes them, inlined, to src/styles/glow.css. Run it after changing a glow or its
// colour token; commit the output.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { glowLayer, glowPixels, glows, tokenColor } from './lib/glow-images.js';

const GLOW_CSS = 'src/styles/glow.css';

/** Each glow's lossless WebP image and the background layer that places it on the page. */
export function glowImages() {
  return Promise.all(
    glows.map(async (glow) => {
      const { width, height, data } = glowPixels(glow, tokenColor(glow.color));
      const webp = await sharp(data, { raw: { width, height, channels: 4 } })
        .webp({ lossless: true, effort: 6 })
        .toBuffer();
      return {
        glow,
        webp,
        layer: glowLayer(glow, `data:image/webp;base64,${webp.toString('base64')}`),
      };
    }),
  );
}

export async function glowCss() {
  const layers = (await glowImages()).map(({ layer }) => layer);
  const css = `/* Written by \`npm run render:glow\` (scripts/render-glow.js): do not edit, run it again.
 * The page's ambient glows, as images: scripts/lib/glow-images.js says why. */
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
