import type { MessageId } from './messages';
import { paths } from './paths';

export interface PageMeta {
  title: MessageId;
  description: MessageId;
  /** The canonical path (in the source language); absent for pages that must not be indexed. */
  path?: string;
}

/** What search results, link previews and browser tabs say about each route. */
export const pages = {
  home: { title: 'meta.home.title', description: 'site.description', path: paths.home },
  whitepaper: {
    title: 'meta.whitepaper.title',
    description: 'meta.whitepaper.description',
    path: paths.whitepaper,
  },
  notFound: { title: 'meta.notFound.title', description: 'site.description' },
} as const satisfies Record<string, PageMeta>;

export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'meta.shareImageAlt',
} as const satisfies { path: string; width: number; height: number; alt: MessageId };
