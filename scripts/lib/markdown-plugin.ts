import { readFile } from 'node:fs/promises';
import mdx from '@mdx-js/rollup';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { Plugin, Rollup } from 'vite';
import { markdownHeadings, markdownPlugins } from './markdown-headings.ts';

type Transform = (
  this: Rollup.TransformPluginContext,
  code: string,
  id: string,
) => Promise<Rollup.TransformResult>;

/**
 * Markdown content (the whitepaper) as React components: each heading opens a <section>, gets an
 * id and a # anchor. `file.mdx?headings` is its headings as data, read at build time, so neither
 * the slugger nor the text is shipped for the contents list (@mdx-js/rollup ignores the query:
 * it is kept from compiling it).
 */
export function markdownPlugin(): Plugin {
  const plugin = mdx({
    remarkPlugins: markdownPlugins.remarkPlugins,
    rehypePlugins: [
      ...markdownPlugins.rehypePlugins,
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
      return id.endsWith('.mdx?headings') ? undefined : compile.call(this, code, id);
    },
    async load(id) {
      if (!id.endsWith('.mdx?headings')) return undefined;
      const file = id.slice(0, -'?headings'.length);
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      return `export default ${JSON.stringify(markdownHeadings(source))};`;
    },
  };
}
