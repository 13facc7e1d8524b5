/**
 * The site's languages: one folder each under src/locales/ (locale.json, messages.json,
 * suggestion.json, whitepaper.mdx). Adding a folder adds the language everywhere: routes, switcher, head tags,
 * sitemap. English is the source language and keeps the unprefixed paths.
 */
export interface LocaleMeta {
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /** BCP 47 tag for `<html lang>` and hreflang. */
  lang: string;
  /** The Intl locale for numbers, currency and dates (`ar-u-nu-latn`: Arabic with Western digits). */
  intl: string;
  /** The writing direction, for `<html dir>`; left to right unless the folder says `rtl`. */
  dir?: 'ltr' | 'rtl';
}

export interface Locale extends LocaleMeta {
  dir: 'ltr' | 'rtl';
  /** The folder name, and the path prefix for every language but the source one. */
  code: string;
  /** '' for the source language, '/<code>' for the others. */
  prefix: string;
}

export const SOURCE_LOCALE = 'en';

const metas = import.meta.glob<LocaleMeta>('../locales/*/locale.json', {
  eager: true,
  import: 'default',
});

export const locales: readonly Locale[] = Object.entries(metas)
  .map(([file, meta]) => {
    const code = file.split('/').at(-2) ?? '';
    const dir: Locale['dir'] = meta.dir === 'rtl' ? 'rtl' : 'ltr';
    return { ...meta, dir, code, prefix: code === SOURCE_LOCALE ? '' : `/${code}` };
  })
  .sort(
    (a, b) =>
      Number(b.code === SOURCE_LOCALE) - Number(a.code === SOURCE_LOCALE) ||
      // Folder names are ASCII: a plain comparison, as localeCompare would start ICU's collator
      // while the entry module runs (the first Intl call is costly: docs/performance.md).
      (a.code < b.code ? -1 : 1),
  );

function findSource(): Locale {
  const source = locales.find((locale) => locale.code === SOURCE_LOCALE);
  if (!source) throw new Error(`src/locales/${SOURCE_LOCALE}/locale.json is missing`);
  return source;
}

export const sourceLocale = findSource();

/** The language a path is in: its first segment when that names a language, else the source. */
export function localeForPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return locales.find((locale) => locale.prefix !== '' && locale.code === first) ?? sourceLocale;
}

/** A site path (as in content/paths.ts) in the given language: '/' becomes '/es/'. */
export const localizedPath = (locale: Locale, path: string): string => `${locale.prefix}${path}`;

/** The site path a localized path stands for: '/es/whitepaper' becomes '/whitepaper'. */
export function unlocalizedPath(path: string): string {
  const { prefix } = localeForPath(path);
  const rest = path.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
