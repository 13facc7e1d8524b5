// `npm run render:sprite`: writes the icon sprite (scripts/lib/icon-sprite.js) from
// src/components/icon-sprite.json. Run it after adding an icon or upgrading lucide-react; commit
// the output.
import { writeFileSync } from 'node:fs';
import { SPRITE_FILE, spriteSvg } from './lib/icon-sprite.js';

writeFileSync(SPRITE_FILE, await spriteSvg());
console.log(`Wrote ${SPRITE_FILE}`);
