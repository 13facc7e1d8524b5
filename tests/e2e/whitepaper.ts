import { readFileSync } from 'node:fs';
import { markdownHeadings } from '../../scripts/lib/markdown-headings';

/*
 * The whitepaper's content as the test runner can read it. src/content/whitepaper.ts takes the
 * Markdown's headings through a Vite-only import (whitepaper.mdx?headings), which Playwright cannot
 * load: the same headings are read here the same way, from the Markdown itself, and the few words
 * that frame them (whitepaperMeta there) are quoted once.
 */
const headings = markdownHeadings(readFileSync('src/content/whitepaper.mdx', 'utf8'));

/** The "## " sections, in order, with their anchor ids. */
export const whitepaperSections = headings.filter(({ depth }) => depth === 2);

/** The "### " headings inside the section titled `title`. */
export function whitepaperSubsections(title: string): string[] {
  const start = headings.findIndex((heading) => heading.depth === 2 && heading.title === title);
  const end = headings.findIndex((heading, index) => index > start && heading.depth <= 2);
  return headings
    .slice(start + 1, end === -1 ? undefined : end)
    .filter(({ depth }) => depth === 3)
    .map(({ title: subsection }) => subsection);
}

/** whitepaperMeta's words around the Markdown. */
export const whitepaperFrame = {
  title: 'Emberwild Whitepaper',
  backLabel: 'Back to home',
  contents: 'Contents',
  disclaimerTitle: 'Disclaimer',
} as const;
