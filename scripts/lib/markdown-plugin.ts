import mdx from '@mdx-js/rollup';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkSectionize from 'remark-sectionize';
import type { Plugin, Rollup } from 'vite';

type Transform = (
  this: Rollup.TransformPluginContext,
  code: string,
  id: string,
) => Promise<Rollup.TransformResult>;

/**
 * Markdown content (the whitepaper) as React components: each heading opens a <section>, gets
 * an id (rehype-slug) and a # anchor. `file.mdx?raw` stays plain text (the contents list reads
 * it), which @mdx-js/rollup would otherwise compile too, as it ignores the query.
 */
export function markdownPlugin(): Plugin {
  const plugin = mdx({
    remarkPlugins: [remarkSectionize],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypeAutolinkHeadings,
        // Mouse users get a # to copy; keyboard and screen-reader users have the contents list.
        {
          behavior: 'append',
          properties: { className: ['anchor'], ariaHidden: 'true', tabIndex: -1 },
        },
      ],
    ],
  }) as Plugin;
  const compile = plugin.transform as Transform;
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id) {
      return id.includes('?raw') ? undefined : compile.call(this, code, id);
    },
  };
}
