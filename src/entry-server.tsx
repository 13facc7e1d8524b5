import { renderToString } from 'react-dom/server';
import { App } from './app/app';

export { paths, routeList } from './content/paths';

// React emits hoistable tags (<title>, <meta>, <link>) ahead of the markup when it renders a
// fragment rather than a whole document; they belong in <head>.
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** Renders one route to static HTML: the head tags and the markup for #root. */
export function render(path: string): { head: string; html: string } {
  let html = renderToString(<App ssrPath={path} />);
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(html); match; match = LEADING_HEAD_TAG.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  return { head, html };
}

export { site } from './content/site';
