import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { localeCodes, LOCALES_DIR } from './locale-folders.js';

const LOADERS = 'virtual:message-loaders';
const CATALOG = 'virtual:messages/';
const SOURCE = 'en';

/**
 * Messages only a lazily loaded part of the site shows travel with it, not with the first screen:
 * a catalog is split by key prefix into the core and these (loaded by src/i18n/catalogs.ts).
 */
const messageParts = {
  sections: /^(sections|character|armory|features|gameplay|allocation|utility|roadmap|timeline)\./,
  whitepaper: /^(meta\.)?whitepaper\./,
};

type MessagePart = 'core' | keyof typeof messageParts;

/** Which part of a catalog a message belongs to, by its key. */
const partOf = (key: string) =>
  (Object.entries(messageParts).find(([, rule]) => rule.test(key))?.[0] ?? 'core') as MessagePart;

/** One language's messages.json: message key → ICU MessageFormat text. */
const readCatalog = (dir: string, code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, code, 'messages.json'), 'utf8'));

/** Lingui's compiled form of every message, or an error naming the language and the key. */
export function compileCatalog(code: string, catalog: Record<string, string>) {
  return Object.entries(catalog).map(([key, message]) => {
    try {
      return [key, compileMessageOrThrow(message)] as const;
    } catch (error) {
      throw new Error(`src/locales/${code}/messages.json: "${key}" is malformed: ${String(error)}`);
    }
  });
}

/**
 * The message catalogs, compiled at build time by Lingui's own compiler, so the page ships neither
 * the parser nor the other languages: `virtual:messages/<code>[/<part>]`, and
 * `virtual:message-loaders` mapping each to a dynamic import. A build also shortens every key, in
 * the catalogs and the code, as Lingui's macro does (keys are string literals, never assembled).
 */
export function messagesPlugin(): Plugin {
  const dir = resolve(LOCALES_DIR);
  let shortIds: Map<string, string> | undefined;
  let keyPattern: RegExp | undefined;
  const short = (key: string) => shortIds?.get(key) ?? key;
  return {
    name: 'emberwild:messages',
    configResolved(config) {
      if (config.command !== 'build') return;
      const keys = Object.keys(readCatalog(dir, SOURCE));
      shortIds = new Map(keys.map((key, index) => [key, index.toString(36)]));
      // The quotes bound each key: a key that is the start of another never matches in its place.
      const escaped = keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      keyPattern = new RegExp(`(["'\`])(${escaped.join('|')})\\1`, 'g');
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(CATALOG) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const parts: MessagePart[] = ['core', ...(Object.keys(messageParts) as MessagePart[])];
        const entries = localeCodes().map((code) => {
          const loaders = parts.map(
            (part) =>
              `${part}: () => import(${JSON.stringify(`${CATALOG}${code}${part === 'core' ? '' : `/${part}`}`)})`,
          );
          return `${JSON.stringify(code)}: {${loaders.join(',')}}`;
        });
        return `export const messageLoaders = {${entries.join(',')}};`;
      }
      if (!id.startsWith(`\0${CATALOG}`)) return undefined;
      const [code = '', part = 'core'] = id.slice(CATALOG.length + 1).split('/');
      this.addWatchFile(join(dir, code, 'messages.json'));
      const compiled = compileCatalog(code, readCatalog(dir, code))
        .filter(([key]) => partOf(key) === part)
        .map(([key, message]) => [short(key), message] as const);
      // JSON.parse of a string literal is faster to load than the same object as code.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(compiled)))});`;
    },
    transform(code, id) {
      if (!keyPattern || !id.startsWith(resolve('src')) || id.includes('?')) return undefined;
      if (!/\.(tsx?|mdx)$/.test(id)) return undefined;
      const next = code.replace(
        keyPattern,
        (_, quote: string, key: string) => `${quote}${short(key)}${quote}`,
      );
      return next === code ? undefined : { code: next, map: null };
    },
  };
}
