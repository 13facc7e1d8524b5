import type { I18n } from '@lingui/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from '../../src/app/app';
import { loadI18n } from '../../src/i18n/catalogs';
import { LocaleProvider } from '../../src/i18n/locale-context';
import { sourceLocale } from '../../src/i18n/locales';
import { preloadHomeTimeline } from '../../src/sections/home-timeline-loader';

let english: Promise<I18n> | undefined;

/**
 * The source language's messages, every part of them loaded up front, as pre-rendering loads
 * them: a test sees whole pages at once, lazily loaded sections included.
 */
export const loadEnglish = (): Promise<I18n> =>
  (english ??= loadI18n(sourceLocale, ['sections', 'whitepaper']));

/**
 * The whole app in the source language at `ssrPath`, as pre-rendering and hydration see it: the
 * home page's sections render in place, their chunk loaded first, as the pre-renderer loads it.
 */
export async function englishApp(ssrPath?: string) {
  const [i18n] = await Promise.all([loadEnglish(), preloadHomeTimeline()]);
  return <App locale={sourceLocale} i18n={i18n} ssrPath={ssrPath} />;
}

/** Part of a page, in the source language, as the app's provider gives it its words. */
export async function inEnglish(ui: ReactNode) {
  return (
    <LocaleProvider locale={sourceLocale} i18n={await loadEnglish()}>
      {ui}
    </LocaleProvider>
  );
}

/** Renders the whole app at a path, as a visitor landing there would see it. */
export async function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(await englishApp());
}
