// `npm run render:fonts`: cuts the contract address's monospace face (JetBrains Mono 500, from
// Fontsource) down to the characters an address can show, with HarfBuzz's subsetter
// (subset-font), and writes it to assets/fonts/. Run it after upgrading @fontsource/jetbrains-mono
// or changing MONO_TEXT in scripts/lib/fonts.js; commit the output. A unit test checks that the
// committed file draws every base58 character.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { MONO_FILE, MONO_SOURCE, MONO_TEXT } from './lib/fonts.js';

const subset = await subsetFont(readFileSync(MONO_SOURCE), MONO_TEXT, {
  targetFormat: 'woff2',
  // The copyright notice and the license (OFL 1.1) stay in the file, as the license asks.
  preserveNameIds: [0, 13, 14],
});
writeFileSync(MONO_FILE, subset);
console.log(`${MONO_FILE}: ${subset.length} bytes, ${[...MONO_TEXT].length} characters.`);
