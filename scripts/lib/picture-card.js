// The picture cards render:share-image and render:looks draw: HTML in the site's fonts, with its
// fonts and pictures inlined as data: URLs, so that a page set from a string draws it whole.
import { readFileSync } from 'node:fs';

export const dataUrl = (bytes, type) => `data:${type};base64,${bytes.toString('base64')}`;

/** Fontsource's Latin file of a variable face. */
const font = (slug) =>
  dataUrl(
    readFileSync(`node_modules/@fontsource-variable/${slug}/files/${slug}-latin-wght-normal.woff2`),
    'font/woff2',
  );

export const cardFonts = `@font-face { font-family: Cinzel; src: url(${font('cinzel')}); font-weight: 400 900; }
@font-face { font-family: Inter; src: url(${font('inter')}); font-weight: 100 900; }`;

/** `html` drawn on `page` (its viewport the picture's size) once its fonts are in, as PNG. */
export async function photographCard(page, html) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot();
}
