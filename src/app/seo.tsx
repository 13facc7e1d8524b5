import { shareImage, type PageMeta } from '../content/pages';
import { site } from '../content/site';

/**
 * Per-route head tags. React hoists them into <head>, both when pre-rendering and when the
 * visitor navigates on the client, so every route has its own title, description and preview.
 */
export function Seo({ title, description, path }: PageMeta) {
  const url = path === undefined ? undefined : new URL(path, site.siteUrl).href;
  const image = new URL(shareImage.path, site.siteUrl).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.socialHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
