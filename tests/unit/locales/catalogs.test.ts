// Every language's files against the English source: a missing, extra or malformed message, or
// a whitepaper out of step, fails here, naming the language and the key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/lib/messages-plugin';
import { FONTS_CSS, FONTS_DIR, publishedLocales } from '../../../scripts/lib/site-fonts.js';
import {
  catalog,
  localeCodes,
  localeMeta,
  sameAsEnglish,
  sameAsEnglishFile,
} from '../../site-messages';

const english = catalog('en');
const others = localeCodes.filter((code) => code !== 'en');

/** The names of a message's {placeholders}, wherever they sit in it. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const option of token.cases) walk(option.tokens);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

// The document without its comment (a note to whoever edits it, not part of the page).
const whitepaper = (code: string) =>
  readFileSync(join(process.cwd(), 'src', 'locales', code, 'whitepaper.mdx'), 'utf8').replace(
    /\{\/\*[\s\S]*?\*\/\}/g,
    '',
  );

/** What a translation must keep: its headings' levels, list items, and components. */
function shape(markdown: string) {
  return {
    headings: markdown.match(/^#{2,3} /gm)?.map((mark) => mark.trim()) ?? [],
    listItems: markdown.match(/^- /gm)?.length ?? 0,
    components: (markdown.match(/<[A-Z]\w* \/>/g) ?? []).sort(),
  };
}

describe('message catalogs', () => {
  it('has English and every language published so far (the fonts were cut for each)', () => {
    // No list of languages to extend here: a folder is a language. What must not happen silently
    // is a folder vanishing, so the languages `npm run render:fonts` last cut the fonts for
    // (written into src/styles/fonts.css) must all still be folders, and each folder among them.
    const published = publishedLocales(readFileSync(FONTS_CSS, 'utf8'));
    const gone = published
      .filter((code) => !localeCodes.includes(code))
      .map(
        (code) =>
          `src/locales/${code}/ is gone, but ${code} is published (${FONTS_CSS} lists it). ` +
          `If that was a mistake, restore it: git checkout HEAD -- src/locales/${code}. ` +
          `If ${code} is withdrawn on purpose, run \`npm run render:fonts\` and commit ${FONTS_CSS} ` +
          `with the folder's removal.`,
      );
    const uncut = localeCodes
      .filter((code) => !published.includes(code))
      .map(
        (code) =>
          `src/locales/${code}/ is new: run \`npm run render:fonts\` (the fonts are cut to each ` +
          `language's characters) and commit ${FONTS_DIR}/ and ${FONTS_CSS}.`,
      );
    expect([...gone, ...uncut]).toEqual([]);
    expect(localeCodes[0]).toBe('en');
  });

  describe.each(localeCodes)('%s', (code) => {
    const messages = catalog(code);

    it('names itself and its Intl locale', () => {
      const meta = localeMeta(code);
      expect(meta.name).not.toBe('');
      expect(new Intl.Locale(meta.intl).language).toBe(meta.lang.split('-')[0]);
    });

    it('writes numbers in Western digits, as every language of the site does (docs/languages.md)', () => {
      expect(new Intl.NumberFormat(localeMeta(code).intl).format(1234567890)).toMatch(
        /^1\D?234\D?567\D?890$/,
      );
    });

    it('says its direction, if any, as ltr or rtl', () => {
      expect([undefined, 'ltr', 'rtl']).toContain(localeMeta(code).dir);
    });

    it('has every English key and no other', () => {
      const missing = Object.keys(english).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect({ language: code, missing, extra }).toEqual({
        language: code,
        missing: [],
        extra: [],
      });
    });

    it('compiles every message (ICU MessageFormat)', () => {
      expect(() => compileCatalog(code, messages)).not.toThrow();
    });

    it('keeps the placeholders of every English message, and adds none', () => {
      const wrong = Object.entries(messages)
        .filter(([key, text]) => key in english && text.trim() !== '')
        .filter(([key, text]) => {
          return placeholders(text).join() !== placeholders(english[key] ?? '').join();
        })
        .map(([key]) => `${code}: ${key}`);
      expect(wrong).toEqual([]);
    });

    it('leaves no message empty', () => {
      const empty = Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${code}: ${key}`);
      expect(empty).toEqual([]);
    });

    it('has a whitepaper with the English one’s headings, lists and components', () => {
      expect({ language: code, ...shape(whitepaper(code)) }).toEqual({
        language: code,
        ...shape(whitepaper('en')),
      });
    });
  });

  it('fails a malformed message, naming the language and the key', () => {
    expect(() => compileCatalog('xx', { 'hero.playNow': 'Jugar {ahora' })).toThrow(
      /src\/locales\/xx\/messages\.json: "hero\.playNow" is malformed/,
    );
  });

  describe.each(others)('%s is translated', (code) => {
    const messages = catalog(code);
    const allowed = sameAsEnglish(code);
    const file = sameAsEnglishFile(code);
    // A message with no words of its own ('{name} — {tagline}') reads the same in every language.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

    it('every message differs from English, or is listed as meant to be the same', () => {
      const untranslated = Object.keys(english)
        .filter((key) => messages[key] === english[key] && hasWords(english[key] ?? ''))
        .filter((key) => !(key in allowed))
        .map(
          (key) =>
            `src/locales/${code}/messages.json: "${key}" is still the English "${english[key]}". ` +
            `Translate it, or, if it rightly reads the same (a loanword, a name), add "${key}" ` +
            `with the reason to ${file}.`,
        );
      expect(untranslated).toEqual([]);
    });

    it(`lists in ${file} only messages that do equal English, each with its reason`, () => {
      const stale = Object.entries(allowed)
        .filter(([key, reason]) => messages[key] !== english[key] || reason.trim() === '')
        .map(([key, reason]) =>
          reason.trim() === ''
            ? `${file}: "${key}" gives no reason`
            : `${file}: "${key}" no longer equals English (or is no message): remove it`,
        );
      expect(stale).toEqual([]);
    });
  });
});
