/** Where the page's parts are, in CSS pixels of the document, measured by the host after layout. */
export interface SceneLayout {
  /** The viewport the stage covers. */
  width: number;
  height: number;
  /** The hero's art box: the scene is framed into it while the hero is read. */
  art: { top: number; left: number; width: number; height: number };
  /**
   * Where each beat's part of the page starts, in page order: the hero, the five sections, the
   * footer. One entry per beat.
   */
  marks: readonly number[];
  /** The document's scroll height. */
  pageHeight: number;
  /**
   * A right-to-left page: its text starts at the right, so a wide screen's stage and veil swap
   * sides. The scene itself is never mirrored.
   */
  rtl?: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where on the screen the reader's eyes are taken to be once reading, as a share of its height. */
export const readingShare = 0.3;

/**
 * The reading line: where on the page the reader is taken to be. It sits at the top of the screen
 * at the top of the page (the hero starts at its first pixel), a little below a heading brought to
 * the top of the screen while reading, and runs down to the bottom of the screen over the last
 * screen of scroll, so the last beat (the footer, shorter than a screen) is reached at the end.
 * Away from the end it does not depend on the page's height: the sections far below stand in at
 * an estimated height until drawn (content-visibility), and the story read at a place must not
 * change when they are.
 */
export function readingLine(scrollY: number, layout: SceneLayout): number {
  const { height } = layout;
  const maxScroll = Math.max(1, layout.pageHeight - height);
  const y = clamp(scrollY, 0, maxScroll);
  const nearEnd = clamp((y - (maxScroll - height)) / height, 0, 1);
  const share = readingShare + (1 - readingShare) * nearEnd;
  const settleIn = Math.min(1, y / (readingShare * height));
  return y + height * share * settleIn;
}

/**
 * The story position for a scroll position: the beat's index plus how far through its part of the
 * page the reading line is (0 at its start, towards 1 at its end). A pure function of the scroll,
 * so scrolling back, a jump or a reload all land on the same beat.
 */
export function storyAt(scrollY: number, layout: SceneLayout): number {
  const { marks } = layout;
  const last = marks.length - 1;
  if (last < 0) return 0;
  const line = readingLine(scrollY, layout);
  for (let beat = last; beat >= 0; beat -= 1) {
    const start = marks[beat] ?? 0;
    if (line < start && beat > 0) continue;
    const end = beat < last ? (marks[beat + 1] ?? layout.pageHeight) : layout.pageHeight;
    return beat + clamp((line - start) / Math.max(1, end - start), 0, 0.999);
  }
  return 0;
}
