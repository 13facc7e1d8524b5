import { shareImage, type PageMeta } from '../content/pages';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { locales, localizedPath, sourceLocale } from '../i18n/locales';

const absolute = (path: string) => new URL(path, site.siteUrl).href;
// Open Graph writes a locale with an underscore and no Unicode extension: es_ES, ar (not
// ar-u-nu-latn, which only tells Intl to write Western digits). Cut as text, not through
// Intl.Locale: the page's first Intl call would start ICU inside the hydration (docs/performance.md).
const ogLocale = (intl: string) => (intl.split('-u-')[0] ?? intl).replace('-', '_');

/**
 * Per-route head tags. React hoists them into <head>, both when pre-rendering and when the
 * visitor navigates on the client, so every route has its own title, description and preview.
 * An indexable page names its canonical URL in its own language and every translation of it,
 * with the English one as x-default.
 */
export function Seo({ title, description, path }: PageMeta) {
  const t = useT();
  const locale = useLocale();
  const url = path === undefined ? undefined : absolute(localizedPath(locale, path));
  const image = absolute(shareImage.path);
  const text = { title: t(title), description: t(description) };
  return (
    <>
      <title>{text.title}</title>
      <meta name="description" content={text.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {path === undefined
        ? null
        : [...locales, { ...sourceLocale, lang: 'x-default' }].map((other) => (
            <link
              key={other.lang}
              rel="alternate"
              hrefLang={other.lang}
              href={absolute(localizedPath(other, path))}
            />
          ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocale(locale.intl)} />
      <meta property="og:title" content={text.title} />
      <meta property="og:description" content={text.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={t(shareImage.alt)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.socialHandle} />
      <meta name="twitter:title" content={text.title} />
      <meta name="twitter:description" content={text.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
