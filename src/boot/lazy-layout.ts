import * as pageAttributes from '../lib/page-attributes';

/*
 * Under this attribute on <html>, the home page's sections and footer skip style, layout and paint
 * while they are far from the viewport (content-visibility: auto, in their stylesheets): a phone's
 * first layout is then the hero's, not the whole page's. A section off screen stands in at an
 * estimated height until it is first drawn, so a jump to a fragment could land short of it. A page
 * opened at a fragment, and the first in-page link followed, therefore lay the whole page out for
 * good, before the browser scrolls. Without a script the attribute never appears and nothing skips.
 */
export function lazyLayout(win: Window & typeof globalThis = window): void {
  const doc = win.document;
  if (win.location.hash) return;
  const root = doc.documentElement;
  root.setAttribute(pageAttributes.lazyLayout, '');
  // Blocks too near the first screen to wait until near skip only the load (load-web-fonts.ts).
  root.setAttribute(pageAttributes.lazyUntilIdle, '');
  const layOutAll = () => {
    root.removeAttribute(pageAttributes.lazyLayout);
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('hashchange', onHashChange);
  };
  // A fragment set some other way (typed in the address bar, or by a script) is scrolled to before
  // this hears of it: once the page is laid out, its target is scrolled to again.
  const onHashChange = () => {
    layOutAll();
    let id = win.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape names no element by its decoded id; try it as written.
    }
    doc.getElementById(id)?.scrollIntoView();
  };
  const onClick = (event: Event) => {
    const link = event.target instanceof win.Element ? event.target.closest('a[href*="#"]') : null;
    if (link instanceof win.HTMLAnchorElement && link.pathname === win.location.pathname)
      layOutAll();
  };
  // Capturing, so it runs before the link's own navigation scrolls, and before any handler stops it.
  doc.addEventListener('click', onClick, true);
  win.addEventListener('hashchange', onHashChange);
}
