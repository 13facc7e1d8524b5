import { whenIdle } from '../lib/when-idle';
import { FONT_WAIT_MS, type WebFontFace } from './boot-contract';
import * as pageAttributes from '../lib/page-attributes';

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
  whenIdle(() => document.documentElement.removeAttribute(pageAttributes.lazyUntilIdle), {
    timeout: 2000,
    fallbackDelay: 500,
  });
}
