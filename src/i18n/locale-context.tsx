import type { I18n } from '@lingui/core';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Translate } from '../content/messages';
import type { Locale } from './locales';
import { translator } from './translate';

interface PageLanguage {
  locale: Locale;
  t: Translate;
}

const LocaleContext = createContext<PageLanguage | null>(null);

interface LocaleProviderProps {
  locale: Locale;
  i18n: I18n;
  children: ReactNode;
}

/**
 * The page's language, and its messages, for everything below. A page never changes language
 * (the switcher loads the other language's page), so this is a plain context, not Lingui's
 * React binding, which re-renders on a change of language that cannot happen here.
 */
export function LocaleProvider({ locale, i18n, children }: LocaleProviderProps) {
  const value = useMemo(() => ({ locale, t: translator(i18n) }), [locale, i18n]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

function usePageLanguage(): PageLanguage {
  const value = use(LocaleContext);
  if (!value) throw new Error('The page has no language: render it inside <LocaleProvider>');
  return value;
}

export const useLocale = (): Locale => usePageLanguage().locale;

/** Translates a message of the page's language. */
export const useT = (): Translate => usePageLanguage().t;
