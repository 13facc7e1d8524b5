import type { Site } from '../content/site';

/** schema.org description of the game, its studio and the website, for search engines. */
export function structuredData(site: Site, imageUrl: string) {
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
        description: site.description,
        publisher: { '@id': organization['@id'] },
        inLanguage: 'en',
      },
      {
        '@type': 'VideoGame',
        name: site.name,
        alternativeHeadline: site.tagline,
        description: site.description,
        url: site.siteUrl,
        image: imageUrl,
        genre: ['Adventure', 'Action', site.genre],
        gamePlatform: ['Web', site.network],
        applicationCategory: 'Game',
        playMode: ['SinglePlayer', 'MultiPlayer'],
        publisher: { '@id': organization['@id'] },
      },
    ],
  };
}

/** JSON for an inline <script> block: `<` is escaped so no value can close the element. */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
