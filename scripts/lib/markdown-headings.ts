import GithubSlugger from 'github-slugger';
import type { MarkdownHeading } from '../../src/content/types.ts';

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * The headings of a Markdown document with the ids rehype-slug gives them (the same slugger,
 * over every heading in order), so a table of contents can link to the rendered sections.
 */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const slugger = new GithubSlugger();
  const headings: MarkdownHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (!match) continue;
    const title = match[2] ?? '';
    headings.push({ depth: match[1]?.length ?? 0, title, id: slugger.slug(title) });
  }
  return headings;
}
