import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  firstScreenIconsFirst,
  ICON_ID_PREFIX,
  lucideIcon,
  SPRITE_FILE,
  SPRITE_SOURCES,
  spriteSvg,
  symbol,
} from '../../../scripts/lib/icon-sprite.js';

const committed = readFileSync(SPRITE_FILE, 'utf8');
const sources = JSON.parse(readFileSync(SPRITE_SOURCES, 'utf8')) as Record<string, string>;

describe('the icon sprite (src/components/icon-sprite.svg, `npm run render:sprite`)', () => {
  it("is what the script draws from lucide-react's data for every icon in icon-sprite.json", async () => {
    expect(committed, 'run `npm run render:sprite` and commit the sprite').toBe(await spriteSvg());
  });

  it('has one symbol per icon, with the id src/components/icon.tsx names, in lucide’s 24-unit box', () => {
    const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map(
      (match) => match[1],
    );
    expect(ICON_ID_PREFIX).toBe('icon-');
    expect(ids).toEqual(
      Object.keys(sources)
        .sort((a, b) => a.localeCompare(b))
        .map((name) => `icon-${name}`),
    );
  });

  it('is hidden from sight and from assistive technology, without display:none', () => {
    const root = /^<svg [^>]*>/.exec(committed)![0];
    expect(root).toContain('aria-hidden="true"');
    expect(root).toContain('width:0;height:0');
    expect(root).not.toContain('display:none');
  });

  it('draws a symbol from lucide’s elements, without React’s keys, in lucide’s stroke style', async () => {
    const markup = symbol('key', await lucideIcon('key-round'));
    expect(markup).toMatch(
      /^<symbol id="icon-key" viewBox="0 0 24 24" fill="none" stroke="currentColor"/,
    );
    expect(markup).toContain('<path d="');
    expect(markup).toContain('<circle ');
    expect(markup).not.toContain('key=');
  });

  it('names the icon when lucide-react has no data for it (an alias or a typo)', async () => {
    await expect(lucideIcon('circle-alert')).rejects.toThrow('"circle-alert"');
  });
});

describe("a page's first screen icons (firstScreenIconsFirst)", () => {
  const root = /^<svg [^>]*>/.exec(committed)![0];
  const symbolOf = (id: string) => `<symbol id="icon-${id}" viewBox="0 0 24 24"><path/></symbol>`;
  const page = [
    '<html><head></head><body class="page"><div id="root"><header>',
    '<svg><use href="#icon-flame"/></svg></header><section id="top">',
    '<svg><use href="#icon-copy"/></svg></section><section id="character">',
    '<svg><use href="#icon-key"/></svg><svg><use href="#icon-copy"/></svg></section></div>',
    `${root}\n${['copy', 'flame', 'key', 'globe'].map(symbolOf).join('\n')}\n</svg>\n</body></html>`,
  ].join('');
  const heroEnd = page.indexOf('</section>');
  const moved = firstScreenIconsFirst(page, heroEnd);
  const sprites = [...moved.matchAll(/<svg [^>]*position:absolute[^>]*>(.*?)<\/svg>/gs)];
  const ids = (sprite: RegExpExecArray | undefined) =>
    [...(sprite?.[1] ?? '').matchAll(/<symbol id="icon-([^"]+)"/g)].map((match) => match[1]);

  it("puts the symbols used before the first screen's end at the start of the body", () => {
    expect(moved.indexOf(root)).toBe(
      moved.indexOf('<body class="page">') + '<body class="page">'.length,
    );
    expect(ids(sprites[0])).toEqual(['copy', 'flame']);
  });

  it('leaves the others in the sprite at the end, each symbol once, drawn as before', () => {
    expect(ids(sprites[1])).toEqual(['key', 'globe']);
    expect(sprites).toHaveLength(2);
    expect(moved).toContain(symbolOf('flame'));
    expect(moved.replace(/<svg [^>]*position:absolute[^>]*>.*?<\/svg>\n?/gs, '')).toBe(
      page.replace(/<svg [^>]*position:absolute[^>]*>.*?<\/svg>\n?/gs, ''),
    );
  });

  it('moves every symbol the page uses when it has no section to end a first screen', () => {
    const all = firstScreenIconsFirst(page, -1);
    expect(ids([...all.matchAll(/<svg [^>]*position:absolute[^>]*>(.*?)<\/svg>/gs)][0])).toEqual([
      'copy',
      'flame',
      'key',
    ]);
  });

  it('leaves a page without the sprite as it is', () => {
    expect(firstScreenIconsFirst('<body><p>No icons</p></body>', 3)).toBe(
      '<body><p>No icons</p></body>',
    );
  });
});
