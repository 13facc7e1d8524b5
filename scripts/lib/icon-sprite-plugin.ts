import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SPRITE_FILE } from './icon-sprite.js';

/**
 * The icon sprite (icon-sprite.js), inlined once at the end of the page, outside the React root
 * (client-side navigation keeps it); the pre-renderer starts from this page, so every route has it,
 * and moves the symbols of each page's first screen to the start of its body.
 */
export function iconSpritePlugin(): Plugin {
  return {
    name: 'emberwild-icon-sprite',
    transformIndexHtml(html) {
      return html.replace('</body>', `${readFileSync(SPRITE_FILE, 'utf8').trim()}\n  </body>`);
    },
  };
}
