// The site's words, as the tests expect them: a message of any language, with the product names
// filled in exactly as the page does (src/i18n/translate.ts), so a test never restates a string.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { site } from '../src/content/site';
import type { MessageId } from '../src/content/messages';

// The tests run from the repository's root (vitest and Playwright alike).
const localesDir = join(process.cwd(), 'src', 'locales');

/** Every language folder, English first. */
export const localeCodes = readdirSync(localesDir)
  .filter((code) => readdirSync(join(localesDir, code)).includes('messages.json'))
  .sort((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));

export interface LocaleMeta {
  name: string;
  lang: string;
  intl: string;
  dir?: 'ltr' | 'rtl';
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(localesDir, path), 'utf8')) as T;

export const localeMeta = (code: string): LocaleMeta => readJson(`${code}/locale.json`);

/** A language's messages.json as written: key → ICU text. */
export const catalog = (code: string): Record<string, string> => readJson(`${code}/messages.json`);

/** The file where a language lists the messages that rightly read as the English ones. */
export const sameAsEnglishFile = (code: string): string =>
  `src/locales/${code}/same-as-english.json`;

/**
 * A language's messages that are meant to equal English (a loanword, a name), each with the
 * reason: src/locales/<code>/same-as-english.json, none when the file is absent.
 */
export function sameAsEnglish(code: string): Record<string, string> {
  const file = join(localesDir, code, 'same-as-english.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The path prefix of a language: '' for English, '/es' for Spanish. */
export const prefixOf = (code: string): string => (code === 'en' ? '' : `/${code}`);

const instances = new Map<string, ReturnType<typeof setupI18n>>();
function i18nFor(code: string) {
  let i18n = instances.get(code);
  if (!i18n) {
    const compiled = Object.fromEntries(
      Object.entries(catalog(code)).map(([key, text]) => [key, compileMessageOrThrow(text)]),
    );
    i18n = setupI18n({ locale: code, messages: { [code]: compiled } });
    instances.set(code, i18n);
  }
  return i18n;
}

const productNames = {
  name: site.name,
  symbol: site.token.symbol,
  network: site.network,
  handle: site.socialHandle,
};

/** A message in a language, as the page shows it (names isolated in right-to-left text). */
export function message(code: string, id: MessageId, values: Record<string, string | number> = {}) {
  const i18n = i18nFor(code);
  const rtl = localeMeta(code).dir === 'rtl';
  const names = Object.fromEntries(
    Object.entries(productNames).map(([key, name]) => [key, rtl ? `\u200e${name}\u200e` : name]),
  );
  return i18n._(id, { ...names, tagline: i18n._('site.tagline'), ...values });
}

/** A message in English, the source language. */
export const en = (id: MessageId, values?: Record<string, string | number>): string =>
  message('en', id, values);
