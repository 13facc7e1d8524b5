import { compileSync } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import remarkSectionize from 'remark-sectionize';
import { visit } from 'unist-util-visit';
import type { MarkdownHeading } from '../../src/content/types.ts';

/** The remark and rehype plugins that shape the whitepaper, shared with markdown-plugin.ts. */
export const markdownPlugins = { remarkPlugins: [remarkSectionize], rehypePlugins: [rehypeSlug] };

/**
 * The headings of a Markdown (MDX) document as the page renders them, through the same pipeline,
 * so that each id is the one rehype-slug gave the rendered section.
 */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  const collect = () => (tree: Root) =>
    visit(tree, 'element', (node) => {
      const depth = headingRank(node);
      if (depth) headings.push({ depth, title: toString(node), id: String(node.properties.id) });
    });
  compileSync(markdown, {
    ...markdownPlugins,
    rehypePlugins: [...markdownPlugins.rehypePlugins, collect],
  });
  return headings;
}
