import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownHeadings } from '../../scripts/lib/markdown-headings';
import { whitepaperMeta } from '../../src/content/whitepaper';
import { en } from '../site-messages';

/*
 * The English whitepaper as the test runner can read it. The page takes the Markdown's headings
 * through a Vite-only import (whitepaper.mdx?headings, src/app/whitepaper-document.ts), which
 * Playwright cannot load: the same headings are read here the same way, from the Markdown itself.
 * The words that frame them are messages (whitepaperMeta names them).
 */
// A path, not `new URL(…, import.meta.url)`: Vite (the unit tests) rewrites that into an asset URL.
const markdown = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../src/locales/en/whitepaper.mdx'),
  'utf8',
);
const headings = markdownHeadings(markdown);

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

/** The "- " items under the heading titled `title`, up to the next heading. */
export function whitepaperListItems(title: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,6}\s/.test(line) && line.endsWith(` ${title}`));
  const end = lines.findIndex((line, index) => index > start && /^#{1,6}\s/.test(line));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
}

/** The English words around the Markdown, as the page shows them. */
export const whitepaperFrame = {
  title: en(whitepaperMeta.title),
  backLabel: en(whitepaperMeta.backLabel),
  contents: en(whitepaperMeta.contents),
  disclaimerTitle: en(whitepaperMeta.disclaimerTitle),
  disclaimer: en(whitepaperMeta.disclaimer),
} as const;
