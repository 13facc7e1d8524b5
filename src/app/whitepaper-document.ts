import type { MDXContent } from 'mdx/types';
import type { MarkdownHeading } from '../content/types';

/** One language's whitepaper: the rendered Markdown, and its sections for the contents list. */
export interface WhitepaperDocument {
  Content: MDXContent;
  sections: readonly MarkdownHeading[];
}

// Each language's document and headings are chunks of their own: a page fetches only its own.
const documents = import.meta.glob<MDXContent>('../locales/*/whitepaper.mdx', {
  import: 'default',
});
const headings = import.meta.glob<readonly MarkdownHeading[]>('../locales/*/whitepaper.mdx', {
  query: '?headings',
  import: 'default',
});

const loaded = new Map<string, Promise<WhitepaperDocument>>();

/** The same promise every time for a language, as React's `use` needs. */
export function loadWhitepaper(code: string): Promise<WhitepaperDocument> {
  const cached = loaded.get(code);
  if (cached) return cached;
  const file = `../locales/${code}/whitepaper.mdx`;
  const loadDocument = documents[file];
  const loadHeadings = headings[file] ?? headings[`${file}?headings`];
  if (!loadDocument || !loadHeadings) throw new Error(`No whitepaper in src/locales/${code}/`);
  const promise = Promise.all([loadDocument(), loadHeadings()]).then(([Content, all]) => ({
    Content,
    sections: all.filter((heading) => heading.depth === 2),
  }));
  loaded.set(code, promise);
  return promise;
}
