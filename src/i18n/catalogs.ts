import { setupI18n, type I18n } from '@lingui/core';
import { messageLoaders } from 'virtual:message-loaders';
import type { Locale } from './locales';

/** The parts of a catalog that travel with lazily loaded chunks (scripts/lib/messages-plugin.ts). */
export type MessagePart = 'sections' | 'whitepaper';

// The page's own language and messages (in the browser a page has one language for its life).
let page: { i18n: I18n; locale: Locale } | undefined;

async function loadPart(i18n: I18n, locale: Locale, part: 'core' | MessagePart) {
  const load = messageLoaders[locale.code]?.[part];
  if (!load) throw new Error(`No messages for the language "${locale.code}"`);
  const { messages } = await load();
  // Lingui merges what is loaded into what the language already has.
  i18n.load(locale.code, messages);
}

/**
 * A Lingui instance for one language, with only that language's compiled catalog. A page is in
 * one language for its whole life: the switcher is a plain link to the other language's page,
 * so no catalog is ever swapped in place. `parts` adds the messages of lazily loaded chunks up
 * front, as pre-rendering needs.
 */
export async function loadI18n(locale: Locale, parts: readonly MessagePart[] = []): Promise<I18n> {
  const i18n = setupI18n({ locale: locale.code, messages: { [locale.code]: {} } });
  await Promise.all(['core' as const, ...parts].map((part) => loadPart(i18n, locale, part)));
  if (typeof window !== 'undefined') page = { i18n, locale };
  return i18n;
}

/** The page's messages for a lazily loaded chunk, before it renders (browser only). */
export const loadMessagePart = (part: MessagePart): Promise<void> =>
  page ? loadPart(page.i18n, page.locale, part) : Promise.resolve();
