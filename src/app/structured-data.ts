import type { Site } from '../content/site';

/** The words of the description, in the page's language. */
export interface StructuredText {
  lang: string;
  tagline: string;
  description: string;
  genre: string;
}

/** schema.org description of the game, its studio and the website, for search engines. */
export function structuredData(site: Site, imageUrl: string, text: StructuredText) {
  const organization = {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.name,
    url: site.siteUrl,
    logo: imageUrl,
    sameAs: [site.links.social, site.links.community],
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        '@id': `${site.siteUrl}/#website`,
        url: site.siteUrl,
        name: site.name,
        description: text.description,
        publisher: { '@id': organization['@id'] },
        inLanguage: text.lang,
      },
      {
        '@type': 'VideoGame',
        name: site.name,
        alternativeHeadline: text.tagline,
        description: text.description,
        url: site.siteUrl,
        image: imageUrl,
        genre: ['Adventure', 'Action', text.genre],
        gamePlatform: ['Web', site.network],
        applicationCategory: 'Game',
        playMode: ['SinglePlayer', 'MultiPlayer'],
        publisher: { '@id': organization['@id'] },
        inLanguage: text.lang,
      },
    ],
  };
}

/** JSON for an inline <script> block: `<` is escaped so no value can close the element. */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
