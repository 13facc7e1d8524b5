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

/** The sprite for `sources` (sprite id → lucide icon name), ids in order. */
export async function spriteSvg(sources = JSON.parse(readFileSync(SPRITE_SOURCES, 'utf8'))) {
  const symbols = [];
  for (const [id, name] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)))
    symbols.push(symbol(id, await lucideIcon(name)));
  // Out of sight and out of the accessibility tree; not display:none, which some engines once
  // treated as leaving the symbols unrendered.
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">\n${symbols.join('\n')}\n</svg>\n`;
}
