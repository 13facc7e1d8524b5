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
   * A phone's stage moments: where each section's opening space (its header) runs, top to bottom;
   * the veil lifts while one fills the screen. Empty where the sections lay out as one column.
   */
  moments?: readonly { top: number; bottom: number }[];
  /**
   * A phone's Armory: where its item lists run, and the box on the screen its stage holds while the
   * reader is in them (the character is framed there).
   */
  armory?: { top: number; bottom: number; stageTop: number; stageHeight: number } | null;
  /**
   * A right-to-left page: its text starts at the right, so a wide screen's stage and veil swap
   * sides. The scene itself is never mirrored.
   */
  rtl?: boolean;
}

/** Below this width the text runs the full width of the screen: the scene sits behind it, dimmed. */
export const wideFrom = 1024;

export const isWide = (layout: Pick<SceneLayout, 'width' | 'height'>) =>
  layout.width >= wideFrom && layout.width > layout.height;

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
  const story = pageStoryAt(scrollY, layout);
  // A wide screen shows him beside the lists, on the stage the story gives it: nothing to hold.
  const stage = !layout.armory || isWide(layout) ? null : armoryStageAt(scrollY, layout);
  if (!layout.armory || !stage) return story;
  // Held where the lists came in, or at the Character beat's own pose if that is further: the
  // story never goes back on the way down. As the stage scrolls away, the hold lets go.
  const entered = pageStoryAt(layout.armory.top - layout.height, layout);
  const held = Math.min(story, Math.max(armoryHold, entered));
  return held + (story - held) * stage.leaving;
}

/** The story the reading line reads from the page's parts alone. */
function pageStoryAt(scrollY: number, layout: SceneLayout): number {
  const { marks } = layout;
  const last = marks.length - 1;
  if (last < 0) return 0;
  const line = readingLine(scrollY, layout);
  for (let beat = last; beat >= 0; beat -= 1) {
    const start = marks[beat] ?? 0;
    if (line < start && beat > 0) continue;
    const end = beat < last ? (marks[beat + 1] ?? layout.pageHeight) : layout.pageHeight;
    const progress = hasMoment(layout, start, end)
      ? momentProgress(line - start, end - start, layout.height)
      : (line - start) / Math.max(1, end - start);
    return beat + clamp(progress, 0, 0.999);
  }
  return 0;
}

/** How far into its own pose a beat is when its stage moment fills a phone's screen. */
export const momentPeak = 0.45;

/** Whether the part of the page from `start` to `end` opens on a phone's stage moment. */
const hasMoment = ({ moments, height }: SceneLayout, start: number, end: number) =>
  (moments ?? []).some(({ top, bottom }) => top >= start && top < end && bottom - top > height / 2);

/**
 * A section that opens on a stage moment plays its beat in as its top rises to the top of the
 * screen (the reading line a third down it), so the moment shows the beat at its clearest; the
 * rest of the section carries it on to its end.
 */
function momentProgress(read: number, length: number, screen: number): number {
  const arrive = readingShare * screen;
  if (read <= arrive) return (momentPeak * read) / arrive;
  return momentPeak + ((1 - momentPeak) * (read - arrive)) / Math.max(1, length - arrive);
}

/**
 * The Character beat's own pose (beat 1, before it hands over at 0.55): held while the reader is in
 * the Armory's lists, so the Masked Flame stays framed as he is dressed.
 */
export const armoryHold = 1.5;

/**
 * Where the Armory's stage is on the screen, as the sticky panel is (it scrolls in with the lists,
 * holds under the header while they run, and leaves with their end), how far it has come in and
 * how far it has left (each 0…1); null while it is off the screen.
 */
export function armoryStageAt(
  scrollY: number,
  { armory, height }: SceneLayout,
): { y: number; height: number; entered: number; leaving: number } | null {
  if (!armory || armory.stageHeight <= 0) return null;
  const top = armory.top - scrollY;
  const bottom = armory.bottom - scrollY;
  if (top >= height || bottom <= armory.stageTop) return null;
  const y = clamp(top, armory.stageTop, bottom - armory.stageHeight);
  const entered = clamp((height - top) / armory.stageHeight, 0, 1);
  const leaving = clamp((armory.stageTop - y) / armory.stageHeight, 0, 1);
  return { y, height: armory.stageHeight, entered, leaving };
}
