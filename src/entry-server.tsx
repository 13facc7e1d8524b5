import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { EarlyToasts } from './components/early-toasts';

export { paths, routeList } from './content/paths';
export { site } from './content/site';

// React emits hoistable tags (<title>, <meta>, <link>) ahead of the markup when it renders a
// fragment rather than a whole document; they belong in <head>.
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * Renders one route to static HTML — waiting for lazy pages, unlike renderToString — and
 * returns the head tags and the markup for #root.
 */
export async function render(path: string): Promise<{ head: string; html: string }> {
  // Every Suspense boundary stays inline however large it is: React outlines big ones into a
  // hidden <div> that an inline script reveals, which a visitor without JavaScript never runs.
  const { prelude } = await prerenderToNodeStream(<App ssrPath={path} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = await text(prelude as unknown as AsyncIterable<Uint8Array | string>);
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(html); match; match = LEADING_HEAD_TAG.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  return { head, html };
}

/** The boot script's toast templates and region, placed beside #root: static, never hydrated. */
export function renderEarlyToasts(): string {
  return renderToStaticMarkup(<EarlyToasts />);
}
