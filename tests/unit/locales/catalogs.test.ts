// Every language's files against the English source: a missing, extra or malformed message, or
// a whitepaper out of step, fails here, naming the language and the key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/lib/messages-plugin';
import { catalog, localeCodes, localeMeta } from '../../messages';

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
  it('has English and the languages the site promises', () => {
    expect(localeCodes).toEqual(['en', 'ar', 'es', 'ko', 'pt-br', 'zh-cn']);
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

  it.each(others)('%s is translated: most messages differ from English', (code) => {
    const messages = catalog(code);
    const same = Object.keys(english).filter((key) => messages[key] === english[key]);
    // Some may rightly match (a loanword such as Staking or Whitepaper, a name); a copy of
    // English is not a translation.
    const share = same.length / Object.keys(english).length;
    expect(share, `${code}: ${same.join(', ')}`).toBeLessThan(0.1);
  });
});
