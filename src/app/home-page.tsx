import { pages, shareImage } from '../content/pages';
import { site } from '../content/site';
import { structuredData, toScriptJson } from '../lib/structured-data';
import { Character } from '../sections/character';
import { Features } from '../sections/features';
import { Gameplay } from '../sections/gameplay';
import { Hero } from '../sections/hero';
import { Roadmap } from '../sections/roadmap';
import { Tokenomics } from '../sections/tokenomics';
import { Seo } from './seo';

const jsonLd = toScriptJson(structuredData(site, new URL(shareImage.path, site.siteUrl).href));

export function HomePage() {
  return (
    <>
      <Seo {...pages.home} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Hero />
      <Character />
      <Features />
      <Gameplay />
      <Tokenomics />
      <Roadmap />
    </>
  );
}
