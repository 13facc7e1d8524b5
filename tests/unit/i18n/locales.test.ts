// The languages come from the folders of src/locales/ (tests/site-messages.ts reads them the way a
// person would): nothing here names a language but the source, so a new folder is checked as it
// is, and none needs adding. That no folder vanishes is catalogs.test.ts's concern.
import { describe, expect, it } from 'vitest';
import {
  localeForPath,
  locales,
  localizedPath,
  sourceLocale,
  unlocalizedPath,
} from '../../../src/i18n/locales';
import { localeCodes, localeMeta } from '../../site-messages';

const others = locales.filter((locale) => locale !== sourceLocale);

describe('locales', () => {
  it('lists English first, with no prefix, and every other folder with its code as prefix', () => {
    expect(locales.map((locale) => [locale.code, locale.prefix])).toEqual(
      localeCodes.map((code) => [code, code === 'en' ? '' : `/${code}`]),
    );
    expect(sourceLocale.code).toBe('en');
  });

  it('reads the language from the first segment of a path', () => {
    expect(localeForPath('/').code).toBe('en');
    expect(localeForPath('/whitepaper').code).toBe('en');
    expect(localeForPath('/en/whitepaper').code).toBe('en');
    for (const { code } of others) {
      for (const path of [`/${code}/`, `/${code}`, `/${code}/whitepaper`, `/${code}/no-such-page`])
        expect(localeForPath(path).code, path).toBe(code);
      // A segment that only starts like a language is not one (/estate is not Spanish).
      expect(localeForPath(`/${code}state`).code).toBe('en');
      // Nor is a language's tag without its region, unless that is a folder too: /zh/ is not
      // /zh-cn/, which is Simplified Chinese only.
      const [language] = code.split('-');
      if (language && language !== code && !localeCodes.includes(language))
        expect(localeForPath(`/${language}/`).code).toBe('en');
    }
  });

  it('maps a site path into a language and back', () => {
    expect(localizedPath(sourceLocale, '/whitepaper')).toBe('/whitepaper');
    expect(unlocalizedPath('/whitepaper')).toBe('/whitepaper');
    for (const locale of others) {
      expect(localizedPath(locale, '/')).toBe(`/${locale.code}/`);
      expect(localizedPath(locale, '/whitepaper')).toBe(`/${locale.code}/whitepaper`);
      expect(unlocalizedPath(`/${locale.code}/`)).toBe('/');
      expect(unlocalizedPath(`/${locale.code}/whitepaper`)).toBe('/whitepaper');
    }
  });

  it('gives each language the tag and direction its locale.json says, left to right unless rtl', () => {
    for (const locale of locales) {
      const meta = localeMeta(locale.code);
      expect(locale, locale.code).toMatchObject({ lang: meta.lang, dir: meta.dir ?? 'ltr' });
    }
  });
});
