import { copy } from './copy';
import { paths } from './paths';
import { site } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path; absent for pages that must not be indexed. */
  path?: string;
}

/** What search results, link previews and browser tabs say about each route. */
export const pages = {
  home: {
    title: `${site.name} — ${site.tagline} | Play-to-Earn on ${site.network}`,
    description: site.description,
    path: paths.home,
  },
  whitepaper: {
    title: `Whitepaper — ${site.name} (${site.token.symbol})`,
    description: `The ${site.name} whitepaper: the game, ${site.token.symbol} token utility, community, roadmap and team of the Masked Flame.`,
    path: paths.whitepaper,
  },
  notFound: {
    title: `${copy.notFound.title} — ${site.name}`,
    description: site.description,
  },
} as const satisfies Record<string, PageMeta>;

export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name} — ${site.tagline}`,
} as const;
