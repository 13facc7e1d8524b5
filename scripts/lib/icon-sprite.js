// The site's icons as one SVG sprite from lucide-react's icon data (`npm run render:sprite`),
// inlined once in every page (a file was one more request before the hero image): each icon is
// `<use href="#icon-…">`, and neither the pages nor the JavaScript carry the paths.
import { readFileSync } from 'node:fs';

export const SPRITE_SOURCES = 'src/components/icon-sprite.json';
export const SPRITE_FILE = 'src/components/icon-sprite.svg';
/** Symbol ids are this and the icon's name (src/components/icon.tsx refers to them so). */
export const ICON_ID_PREFIX = 'icon-';

// Lucide's drawing style, once on every symbol rather than on every icon in every page.
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Lucide's data for one icon (`__iconData` of `lucide-react/icons/<name>`): size and elements. */
export async function lucideIcon(name) {
  const { __iconData: data } = await import(`lucide-react/icons/${name}`);
  if (!data?.node) throw new Error(`lucide-react has no icon data for "${name}"`);
  return data;
}

/** `<symbol>` markup for one icon, the React-only `key` attributes left out. */
export function symbol(id, { size, node }) {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
  return `<symbol id="${ICON_ID_PREFIX}${id}" viewBox="0 0 ${size} ${size}" ${STROKE}>${children}</symbol>`;
}

/**
 * The sprite's root: out of sight and out of the accessibility tree; not display:none, which some
 * engines once treated as leaving the symbols unrendered.
 */
const SPRITE_ROOT =
  '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">';

/** The sprite for `sources` (sprite id → lucide icon name), ids in order. */
export async function spriteSvg(sources = JSON.parse(readFileSync(SPRITE_SOURCES, 'utf8'))) {
  const symbols = [];
  for (const [id, name] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)))
    symbols.push(symbol(id, await lucideIcon(name)));
  return `${SPRITE_ROOT}\n${symbols.join('\n')}\n</svg>\n`;
}

/**
 * A pre-rendered page with the symbols its first screen uses (a `<use>` before `end`, or anywhere
 * when `end` < 0) moved from the sprite at its end to one at the start of its body. A slow
 * connection paints the first screen before the rest of the page arrives, and its icons would be
 * blank until the end came.
 */
export function firstScreenIconsFirst(page, end) {
  const start = page.lastIndexOf(SPRITE_ROOT);
  if (start < 0) return page;
  const close = page.indexOf('</svg>', start) + '</svg>'.length;
  const firstScreen = page.slice(0, end < 0 ? start : Math.min(end, start));
  const used = new Set([...firstScreen.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]));
  const symbols = [...page.slice(start, close).matchAll(/<symbol id="([^"]+)"[^]*?<\/symbol>/g)];
  const sprite = (early) =>
    `${SPRITE_ROOT}${symbols
      .filter(([, id]) => used.has(id) === early)
      .map(([markup]) => markup)
      .join('')}</svg>`;
  return `${page.slice(0, start)}${sprite(false)}${page.slice(close)}`.replace(
    /<body[^>]*>/,
    (body) => `${body}${sprite(true)}`,
  );
}
