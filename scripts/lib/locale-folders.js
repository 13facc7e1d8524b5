// The site's languages as the build and the render scripts read them: a folder of src/locales/
// each, with its locale.json, as src/i18n/locales.ts finds them in the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = 'src/locales';

/** The language folders, in code order. */
export const localeCodes = () =>
  readdirSync(LOCALES_DIR)
    .filter((code) => existsSync(join(LOCALES_DIR, code, 'locale.json')))
    .sort();

/** The Intl tag of a language (its locale.json), which dates and numbers are written in. */
export function intlOf(code) {
  const file = join(LOCALES_DIR, code, 'locale.json');
  if (!existsSync(file)) return undefined;
  const { intl } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof intl === 'string' ? intl : undefined;
}
