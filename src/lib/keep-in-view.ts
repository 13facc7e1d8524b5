/**
 * Runs `change`, a change of the page's layout, and scrolls by as much as it moved what the reader
 * is looking at: the first element in the page's flow under the header. A phone's sections open on
 * a moment a screen tall only while the live scene plays: the scene starting, or the Animation
 * control stopping it, moved a reader below by up to a screen a section. WebKit has no scroll
 * anchoring, and Chromium's did not hold when the control closed the moments. Where the engine
 * has kept the reader in place itself, nothing has moved when this measures: it does nothing.
 */
export function keepInView(change: () => void, doc: Document = document): void {
  const anchor = readingAnchor(doc);
  const before = anchor?.getBoundingClientRect().top;
  change();
  if (!anchor || before === undefined) return;
  const moved = anchor.getBoundingClientRect().top - before;
  if (Math.abs(moved) >= 1) doc.defaultView?.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * The element the reader's eye is on: the deepest element of the page's flow that shows first
 * under the header, found as scroll anchoring finds its node (from what lies under the header's
 * edge, down through each first child that still shows below it).
 */
function readingAnchor(doc: Document): Element | undefined {
  const view = doc.defaultView;
  if (!view || !doc.elementsFromPoint) return undefined;
  // Where the page's content starts under the fixed header (the fragment jumps' padding).
  const line = parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingTop) || 0;
  const inFlow = (element: Element) =>
    !/^(absolute|fixed|sticky)$/.test(view.getComputedStyle(element).position);
  const inPage = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (!inFlow(node)) return false;
      if (node.matches('main, footer')) return true;
    }
    return false;
  };
  const shows = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > line && inFlow(element);
  };
  let anchor = doc.elementsFromPoint(view.innerWidth / 2, line + 1).find(inPage);
  for (let next = anchor; next; next = [...next.children].find(shows)) anchor = next;
  return anchor;
}
