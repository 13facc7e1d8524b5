import { pages, shareImage } from '../content/pages';
import { site } from '../content/site';
import { useLocale, useT } from '../i18n/locale-context';
import { Hero } from '../sections/hero';
import { HomeTimelineLoader } from '../sections/home-timeline-loader';
import { Seo } from './seo';
import { structuredData, toScriptJson } from './structured-data';

const image = new URL(shareImage.path, site.siteUrl).href;

export function HomePage() {
  const t = useT();
  const { lang } = useLocale();
  const jsonLd = toScriptJson(
    structuredData(site, image, {
      lang,
      tagline: t('site.tagline'),
      description: t('site.description'),
      genre: t('site.genre'),
    }),
  );
  return (
    <>
      <Seo {...pages.home} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Hero />
      <HomeTimelineLoader />
    </>
  );
}
