// The picture cards render:share-image and render:looks draw: HTML in the site's fonts, with its
// fonts and pictures inlined as data: URLs, so that a page set from a string draws it whole.
import { readFileSync } from 'node:fs';
import { latinFaces } from './site-fonts.js';

export const dataUrl = (bytes, type) => `data:${type};base64,${bytes.toString('base64')}`;

const [inter, cinzel] = latinFaces;
/** Fontsource's Latin file of a variable face. */
const font = (face) => dataUrl(readFileSync(face.latinFile), 'font/woff2');

const cardFonts = `@font-face { font-family: Cinzel; src: url(${font(cinzel)}); font-weight: 400 900; }
@font-face { font-family: Inter; src: url(${font(inter)}); font-weight: 100 900; }`;

/** A card's page, `width`×`height`: `.art` under `.shade`, then `text`, placed by `css`. */
export const cardHtml = ({ width, height, css, text }) => `<!doctype html><html><head><style>
${cardFonts}
html, body { margin: 0; width: ${width}px; height: ${height}px; background: #050d0a; overflow: hidden; }
.badge { font: 600 22px Inter; letter-spacing: .18em; text-transform: uppercase; color: #ffa043; }
.url { font: 500 24px Inter; color: #b9c6b8; }
${css}
</style></head><body><div class="art"></div><div class="shade"></div><div class="text">
${text}
</div></body></html>`;

/** `html` drawn on `page` (its viewport the picture's size) once its fonts are in, as PNG. */
export async function photographCard(page, html) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot();
}
