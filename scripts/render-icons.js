// `npm run render:icons`: draws the favicon set and the web-app icons from assets/favicon.svg
// into assets/public/ (served at the site root). Run it after changing the logo; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const svg = readFileSync('assets/favicon.svg');
const png = (size) =>
  sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

for (const [name, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
]) {
  writeFileSync(`assets/public/${name}`, await png(size));
}

// Browsers that ask for /favicon.ico get 16 and 32 px images; png-to-ico writes the container.
writeFileSync('assets/public/favicon.ico', await pngToIco(await Promise.all([16, 32].map(png))));
console.log(
  'Wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png to assets/public/',
);
