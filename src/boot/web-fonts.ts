import { FONT_WAIT_MS, LAZY_UNTIL_IDLE_ATTRIBUTE, type WebFontFace } from './protocol';

/*
 * The page paints in the web fonts' metric-matched stand-ins (tokens.css). The faces the page's
 * text needs are loaded outside the document, then all added at once: the page is laid out once
 * for them, and not restyled. A stylesheet of @font-face rules costs a layout of the whole page
 * when it is added and another as each font arrives. The other faces (the Korean ones on a page
 * in another language) load if and when text asks for them, as a stylesheet's would.
 */
export function loadWebFonts(
  faces: readonly WebFontFace[],
  /** Runs the adding once the visitor's input pauses: it lays the page out again. */
  whenQuiet: (task: () => void) => void,
): void {
  const made = faces.map(({ family, src, descriptors, load }) => ({
    face: new FontFace(family, `url("${src}")`, descriptors),
    load,
  }));
  let added = false;
  const add = () =>
    whenQuiet(() => {
      if (added) return;
      for (const { face } of made) document.fonts.add(face);
      added = true;
      layOutTheRest();
    });
  Promise.all(made.filter(({ load }) => load).map(({ face }) => face.load())).then(add, add);
  setTimeout(add, FONT_WAIT_MS);
}

/*
 * The blocks that skipped only the load's layouts (the Armory's cards, near the first screen but
 * too many to lay out twice in the load, once more as the fonts swap in) are laid out in the first
 * idle moment after the fonts, once, in them: before a reader gets there, so a section's height
 * changes while nobody is in it (the scroll story reads it).
 */
function layOutTheRest(): void {
  const layOut = () => document.documentElement.removeAttribute(LAZY_UNTIL_IDLE_ATTRIBUTE);
  if ('requestIdleCallback' in window) requestIdleCallback(layOut, { timeout: 2000 });
  else setTimeout(layOut, 500);
}

/*
 * The hero's image comes before the fonts: they only redress text already on screen in its
 * stand-ins, and fetched with the image they share the connection with it (on a slow phone the
 * largest paint waits). They start once the page has loaded and the frame after it is drawn, or
 * after FONT_WAIT_MS if a stalled request holds the load event back.
 */
export function afterLoad(task: () => void): void {
  let due = true;
  const run = () => {
    if (due) requestAnimationFrame(() => setTimeout(task));
    due = false;
  };
  if (document.readyState === 'complete') run();
  else {
    addEventListener('load', run);
    setTimeout(run, FONT_WAIT_MS);
  }
}
