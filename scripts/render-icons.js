// `npm run render:icons`: draws the favicon set and the web-app icons from assets/favicon.svg
// into assets/public/ (served at the site root). Run it after changing the logo; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';
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

// An .ico file may hold PNG images; browsers that ask for /favicon.ico get 16 and 32 px ones.
const images = await Promise.all([16, 32].map(async (size) => ({ size, data: await png(size) })));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(data.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += data.length;
});
writeFileSync(
  'assets/public/favicon.ico',
  Buffer.concat([header, ...images.map(({ data }) => data)]),
);
console.log(
  'Wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png to assets/public/',
);
