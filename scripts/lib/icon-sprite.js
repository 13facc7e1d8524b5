// The site's icons as one SVG sprite, drawn from lucide-react's own icon data: every page then
// names an icon with `<use href="…#id">` instead of carrying its paths. Inlined, the paths were
// 1.7 KB of the home page's 16 KB of compressed HTML, which with the response's headers went
// past the 14.6 KB a new connection can deliver in its first round trip (10 TCP segments); the
// sprite is fetched once and cached by every page. `npm run render:sprite` writes the file.
import { readFileSync } from 'node:fs';

export const SPRITE_SOURCES = 'src/components/icon-sprite.json';
export const SPRITE_FILE = 'src/components/icon-sprite.svg';

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
  return `<symbol id="${id}" viewBox="0 0 ${size} ${size}" ${STROKE}>${children}</symbol>`;
}

/** The sprite for `sources` (sprite id → lucide icon name), ids in order. */
export async function spriteSvg(sources = JSON.parse(readFileSync(SPRITE_SOURCES, 'utf8'))) {
  const symbols = [];
  for (const [id, name] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)))
    symbols.push(symbol(id, await lucideIcon(name)));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
