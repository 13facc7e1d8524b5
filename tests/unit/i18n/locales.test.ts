import { describe, expect, it } from 'vitest';
import {
  localeForPath,
  locales,
  localizedPath,
  sourceLocale,
  unlocalizedPath,
} from '../../../src/i18n/locales';

const byCode = (code: string) => locales.find((locale) => locale.code === code)!;

describe('locales', () => {
  it('lists English first, with no prefix, and a prefix for every other language', () => {
    expect(locales.map((locale) => [locale.code, locale.prefix])).toEqual([
      ['en', ''],
      ['es', '/es'],
      ['ko', '/ko'],
      ['pt-br', '/pt-br'],
    ]);
    expect(sourceLocale.code).toBe('en');
  });

  it('reads the language from the first segment of a path', () => {
    expect(localeForPath('/').code).toBe('en');
    expect(localeForPath('/whitepaper').code).toBe('en');
    expect(localeForPath('/es/').code).toBe('es');
    expect(localeForPath('/es').code).toBe('es');
    expect(localeForPath('/pt-br/whitepaper').code).toBe('pt-br');
    expect(localeForPath('/ko/no-such-page').code).toBe('ko');
    // A segment that only starts like a language is not one.
    expect(localeForPath('/estate').code).toBe('en');
    expect(localeForPath('/en/whitepaper').code).toBe('en');
  });

  it('maps a site path into a language and back', () => {
    expect(localizedPath(byCode('es'), '/')).toBe('/es/');
    expect(localizedPath(byCode('ko'), '/whitepaper')).toBe('/ko/whitepaper');
    expect(localizedPath(sourceLocale, '/whitepaper')).toBe('/whitepaper');
    expect(unlocalizedPath('/es/')).toBe('/');
    expect(unlocalizedPath('/pt-br/whitepaper')).toBe('/whitepaper');
    expect(unlocalizedPath('/whitepaper')).toBe('/whitepaper');
  });
});
