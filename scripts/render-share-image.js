// `npm run render:share-image`: composes the 1200×630 link-preview image (Open Graph / Twitter)
// from the hero still and the site's name and tagline, in the site's own fonts, with Debian's
// Chromium. Run it after the hero still or the name changes; commit assets/public/og-image.png.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { cardHtml, dataUrl, photographCard } from './lib/picture-card.js';
import { chromiumPath } from './lib/chromium.js';

const { site } = (await runnerImport('/src/content/site.ts')).module;
// Words are messages (the English ones here): the site's content holds none.
const words = JSON.parse(readFileSync('src/locales/en/messages.json', 'utf8'));

// The largest WebP still of the character (render-still.js writes masked-flame-<width>.webp).
const width = (name) => parseInt(/\d+/.exec(name)?.[0] ?? '0');
const still = readdirSync('assets/hero')
  .filter((name) => name.endsWith('.webp'))
  .sort((a, b) => width(b) - width(a))[0];

const html = cardHtml({
  width: 1200,
  height: 630,
  css: `.art { position: absolute; inset: 0 0 0 42%; background: url(${dataUrl(readFileSync(`assets/hero/${still}`), 'image/webp')}) center 25% / cover; }
.shade { position: absolute; inset: 0; background: linear-gradient(90deg, #050d0a 38%, rgb(5 13 10 / .6) 60%, transparent 85%); }
.text { position: absolute; left: 72px; top: 0; bottom: 0; display: flex; flex-direction: column; justify-content: center; gap: 18px; width: 760px; z-index: 1; }
h1 { margin: 0; font: 900 104px/1.05 Cinzel; width: max-content; background: linear-gradient(180deg, #fff8e6 20%, #ffc56b 70%, #ff8a2b); -webkit-background-clip: text; color: transparent; }
p { margin: 0; font: 700 40px/1.2 Cinzel; color: #ffa043; }
.url { margin-top: 22px; }`,
  text: `<div class="badge">${site.token.symbol} · ${words['site.genre']} · ${site.network}</div>
<h1>${site.name}</h1><p>${words['site.tagline']}</p><div class="url">${new URL(site.siteUrl).host}</div>`,
});

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
writeFileSync('assets/public/og-image.png', await photographCard(page, html));
await browser.close();
console.log(`Wrote assets/public/og-image.png (1200×630) from assets/hero/${still}`);
