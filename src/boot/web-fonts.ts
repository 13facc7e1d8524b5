import { FONT_WAIT_MS, type WebFontFace } from './protocol';

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
      if (!added) for (const { face } of made) document.fonts.add(face);
      added = true;
    });
  Promise.all(made.filter(({ load }) => load).map(({ face }) => face.load())).then(add, add);
  setTimeout(add, FONT_WAIT_MS);
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
