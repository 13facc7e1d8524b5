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
      ['ar', '/ar'],
      ['es', '/es'],
      ['ko', '/ko'],
      ['pt-br', '/pt-br'],
      ['zh-cn', '/zh-cn'],
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
    expect(localeForPath('/zh-cn/whitepaper').code).toBe('zh-cn');
    expect(localeForPath('/ar/').code).toBe('ar');
    // Chinese is one language of ours, Simplified; /zh/ is not it.
    expect(localeForPath('/zh/').code).toBe('en');
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
    expect(localizedPath(byCode('zh-cn'), '/whitepaper')).toBe('/zh-cn/whitepaper');
    expect(unlocalizedPath('/ar/whitepaper')).toBe('/whitepaper');
  });

  it('gives each language its direction: Arabic right to left, the others left to right', () => {
    expect(locales.filter((locale) => locale.dir === 'rtl').map((locale) => locale.code)).toEqual([
      'ar',
    ]);
    expect(byCode('ar')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(byCode('zh-cn')).toMatchObject({ lang: 'zh-CN', dir: 'ltr' });
  });
});
