import { pages, shareImage } from '../content/pages';
import { site } from '../content/site';
import { structuredData, toScriptJson } from './structured-data';
import { Hero } from '../sections/hero';
import { HomeTimelineLoader } from '../sections/home-timeline-loader';
import { Seo } from './seo';

const jsonLd = toScriptJson(structuredData(site, new URL(shareImage.path, site.siteUrl).href));

export function HomePage() {
  return (
    <>
      <Seo {...pages.home} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Hero />
      <HomeTimelineLoader />
    </>
  );
}
