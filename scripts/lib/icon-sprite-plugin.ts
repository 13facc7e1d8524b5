import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SPRITE_FILE } from './icon-sprite.js';

/**
 * The icon sprite (scripts/lib/icon-sprite.js), inlined once at the end of the page, in
 * development and in the build; the pre-renderer starts from the built page, so every route has
 * it, outside the React root (client-side navigation keeps it).
 */
export function iconSpritePlugin(): Plugin {
  return {
    name: 'emberwild-icon-sprite',
    transformIndexHtml(html) {
      return html.replace('</body>', `${readFileSync(SPRITE_FILE, 'utf8').trim()}\n  </body>`);
    },
  };
}
