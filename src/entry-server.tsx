import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { PRERENDERED_ATTRIBUTE } from './app/use-head-orphans';
import { LookHead, LookPage } from './app/look-page';
import { EarlyToasts } from './components/early-toasts';
import type { EquippedSet } from './content/armory';
import { loadI18n } from './i18n/catalogs';
import { LocaleProvider } from './i18n/locale-context';
import { localeForPath, type Locale } from './i18n/locales';
import { translator } from './i18n/translate';

export { paths, routeList } from './content/paths';
export { site } from './content/site';
export { locales, localizedPath, sourceLocale } from './i18n/locales';
export { lookPagePath, lookSets, lookSlug } from './content/looks';

// React emits hoistable tags (<title>, <meta>, <link>) ahead of the markup when it renders a
// fragment rather than a whole document; they belong in <head>.
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/**
 * Marks a hoisted tag as pre-rendered: should React never adopt it (a link followed before the
 * page hydrates), the app takes it out once the visitor moves on (src/app/use-head-orphans.ts).
 * The attribute goes last, after the name, property or rel that readers look for first.
 */
const markPrerendered = (tag: string) =>
  tag.startsWith('<title>')
    ? tag.replace('<title>', `<title ${PRERENDERED_ATTRIBUTE}>`)
    : tag.replace(/\/>$/, ` ${PRERENDERED_ATTRIBUTE}/>`);

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * Renders one route to static HTML — waiting for lazy pages, unlike renderToString — and
 * returns the head tags and the markup for #root.
 */
export async function render(path: string): Promise<{ head: string; html: string }> {
  const locale = localeForPath(path);
  // Every part of the catalog: the pre-rendered page includes what lazy chunks show.
  const i18n = await loadI18n(locale, ['sections', 'whitepaper']);
  // Every Suspense boundary stays inline however large it is: React outlines big ones into a
  // hidden <div> that an inline script reveals, which a visitor without JavaScript never runs.
  // A page that fails to render must fail the build, not ship its error screen.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <App locale={locale} i18n={i18n} ssrPath={path} />,
    {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${path} failed to render`);
  let html = await text(prelude as unknown as AsyncIterable<Uint8Array | string>);
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(html); match; match = LEADING_HEAD_TAG.exec(html)) {
    head += markPrerendered(match[0]);
    html = html.slice(match[0].length);
  }
  return { head, html };
}

/** The boot script's toast templates and region, placed beside #root: static, never hydrated. */
export async function renderEarlyToasts(locale: Locale): Promise<string> {
  const i18n = await loadI18n(locale);
  return renderToStaticMarkup(
    <LocaleProvider locale={locale} i18n={i18n}>
      <EarlyToasts />
    </LocaleProvider>,
  );
}

/** The words the build writes outside the pages (the web app manifest), in one language. */
export async function siteText(locale: Locale): Promise<{ tagline: string; description: string }> {
  const t = translator(await loadI18n(locale));
  return { tagline: t('site.tagline'), description: t('site.description') };
}

/** A set's share page in one language: its head tags and its body, static, with no script. */
export async function renderLook(
  locale: Locale,
  set: EquippedSet,
): Promise<{ head: string; html: string }> {
  const i18n = await loadI18n(locale, ['sections']);
  const within = (node: ReactNode) =>
    renderToStaticMarkup(
      <LocaleProvider locale={locale} i18n={i18n}>
        {node}
      </LocaleProvider>,
    );
  // React puts the picture's preload ahead of the markup; it belongs in <head>.
  let head = within(<LookHead set={set} />);
  let html = within(<LookPage set={set} />);
  for (let match = LEADING_HEAD_TAG.exec(html); match; match = LEADING_HEAD_TAG.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  return { head, html };
}
