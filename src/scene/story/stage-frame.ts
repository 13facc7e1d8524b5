import { beatAt, smoothstep } from './beats';
import { armoryStageAt, isWide, type SceneLayout } from './story-position';

export { isWide, wideFrom } from './story-position';

/** A box on the screen, in CSS pixels from its top left corner. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How much of the page's background is laid over the scene: outside the framed box (the hero's own
 * page shows no scene beyond its art), over the text column on a wide screen, and over everything.
 */
export interface Veil {
  outside: number;
  side: number;
  dim: number;
}

export interface StageFrame {
  /** The box the scene shows clear: the veil lies outside it. */
  rect: ScreenRect;
  /**
   * Where the subject is framed, as the still image would be under `cover`: the rect itself but in
   * a phone's Armory, where the rest of the rect continues the picture around it.
   */
  subject: ScreenRect;
  veil: Veil;
}

/** Phones: how much the scene is dimmed behind the sections' text (headings keep AA contrast). */
export const narrowDim = 0.78;
/**
 * Wide screens: the text stays at the start of the line (the left, or the right on a right-to-left
 * page) and the scene has the other side, lightly dimmed.
 */
export const wideDim = 0.18;
/**
 * The part of a wide screen that frames the subject once the hero has passed: the top right, beside
 * each section's heading, above where its cards begin.
 */
export const wideStage = { left: 0.44, height: 0.64 };

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/**
 * The stage for a scroll position: in the hero the scene is framed into the hero's art box and
 * moves with it, exactly as the still image it replaces; past it, the scene has the whole screen
 * (a phone) or the side the text leaves it (a wide screen), fixed while the page scrolls over it.
 */
export function stageFrameAt(
  scrollY: number,
  story: number,
  layout: SceneLayout,
  out: StageFrame = {
    rect: { x: 0, y: 0, width: 0, height: 0 },
    subject: { x: 0, y: 0, width: 0, height: 0 },
    veil: { outside: 0, side: 0, dim: 0 },
  },
): StageFrame {
  const { beat, blend } = beatAt(story);
  const wide = isWide(layout);
  const inHero = beat === 0 ? 1 - blend : 0;
  const share = wide ? 0 : momentShare(scrollY, layout);
  // The text's side of a wide screen; the stage has the rest.
  const textColumn = wide ? layout.width * wideStage.left : 0;
  const stageX = layout.rtl ? 0 : textColumn;
  const stageWidth = layout.width - textColumn;
  const stageHeight = wide ? layout.height * wideStage.height : layout.height;
  const { art } = layout;
  // A phone: once the hero's art box has scrolled away, the scene takes the Character moment's
  // space as it comes up under the hero, fading in, so the screen below its heading shows him
  // while the hero's own text above stays on the page's background. By the time the hero's beat
  // hands over, the moment fills the screen.
  const moment = layout.moments?.[0];
  const artSeen = art.top + art.height * (1 - fadedShare) > scrollY;
  const rising = wide || !moment || artSeen ? 0 : smoothstep(0.08, 0.3, share);
  const dim = wide ? wideDim : narrowDim * (1 - smoothstep(0.35, 0.7, share));
  const momentTop = moment ? Math.min(layout.height, Math.max(0, moment.top - scrollY)) : 0;
  const hero =
    rising > 0
      ? { x: 0, y: momentTop, width: layout.width, height: layout.height - momentTop }
      : { x: art.left, y: art.top - scrollY, width: art.width, height: art.height };
  const stage = { x: stageX, y: 0, width: stageWidth, height: stageHeight };
  mixBox(out.rect, stage, hero, inHero);
  // The art box frames him exactly as the still image does; any other box, at most 3:2.
  mixBox(out.subject, atMostWide(stage), rising > 0 ? atMostWide(hero) : hero, inHero);
  out.veil.outside = inHero;
  out.veil.side = wide ? 1 - inHero : 0;
  // The art box shows the scene clear, as the still; the moment's space fades it in, dimmed.
  out.veil.dim = mix(dim, rising > 0 ? mix(1, dim, rising) : 0, inHero);
  if (!wide) frameArmory(scrollY, layout, out);
  return out;
}

/** The largest share of a phone's screen that one section's stage moment fills (0…1). */
export function momentShare(scrollY: number, layout: SceneLayout): number {
  let share = 0;
  for (const { top, bottom } of layout.moments ?? []) {
    const seen = Math.min(bottom, scrollY + layout.height) - Math.max(top, scrollY);
    share = Math.max(share, seen / layout.height);
  }
  return share;
}

/**
 * How clear a phone's screen is of the veil: 1 while a section's stage moment fills most of it
 * (its heading on a backdrop of its own at the top, its beat in view below), 0 once the cards
 * come up.
 */
export const momentClearness = (scrollY: number, layout: SceneLayout) =>
  smoothstep(0.35, 0.7, momentShare(scrollY, layout));

/**
 * The widest box the subject is framed in, as a multiple of its height. A phone held sideways gives
 * the scene a box several times wider than tall, which cover would fill with the flame above his
 * head: he is framed in the middle of it at this shape instead, and the box shows the scene on
 * either side of him.
 */
export const subjectAspect = 1.5;

/** The middle of `box`, at most subjectAspect wide. */
function atMostWide(box: ScreenRect): ScreenRect {
  const width = Math.min(box.width, box.height * subjectAspect);
  return { ...box, x: box.x + (box.width - width) / 2, width };
}

/** Sets `out` to `from` mixed towards `to` by `t`. */
function mixBox(out: ScreenRect, from: ScreenRect, to: ScreenRect, t: number): void {
  out.x = mix(from.x, to.x, t);
  out.y = mix(from.y, to.y, t);
  out.width = mix(from.width, to.width, t);
  out.height = mix(from.height, to.height, t);
}

/**
 * A phone in the Armory: the Masked Flame is framed in the stage above the item lists, where the
 * sticky panel is, and the page's background veils the rest, as the hero's art box does. As the
 * lists end and the stage scrolls away, the scene takes the whole screen back, so the Features
 * moment coming up under them shows its beat, not the bare page.
 */
function frameArmory(scrollY: number, layout: SceneLayout, out: StageFrame): void {
  const stage = armoryStageAt(scrollY, layout);
  if (!stage) return;
  const t = stage.entered * (1 - stage.leaving);
  const band = { x: 0, y: stage.y, width: layout.width, height: stage.height };
  mixBox(out.rect, { ...out.rect }, band, t);
  mixBox(out.subject, { ...out.subject }, atMostWide(band), t);
  out.veil.outside = Math.max(out.veil.outside, t);
  out.veil.dim *= 1 - t;
}

/** The whole canvas, no veil: the still renders and a canvas with no page around it. */
export function fullFrame(width: number, height: number, out?: StageFrame): StageFrame {
  const frame = out ?? {
    rect: { x: 0, y: 0, width: 0, height: 0 },
    subject: { x: 0, y: 0, width: 0, height: 0 },
    veil: { outside: 0, side: 0, dim: 0 },
  };
  Object.assign(frame.rect, { x: 0, y: 0, width, height });
  Object.assign(frame.subject, frame.rect);
  Object.assign(frame.veil, { outside: 0, side: 0, dim: 0 });
  return frame;
}

/**
 * The share of the art box's height, at its bottom, that the hero fades into the page
 * (`.art::after` in sections/hero.module.css: at least 94 % of the background on a phone).
 */
export const fadedShare = 0.12;

/**
 * Whether the veil hides every pixel of the scene: in the hero, once its art box (but for the faded
 * edge) has scrolled out of the screen. Frames nobody can see still cost the GPU, and on a phone
 * they hold back the page's own next frame (the toast of a tap, say): the scene rests instead.
 */
export function showsNothing({ rect, veil }: StageFrame, viewportHeight: number): boolean {
  if (veil.outside < 0.999) return false;
  const seenBottom = rect.y + rect.height * (1 - fadedShare);
  return seenBottom <= 0 || rect.y >= viewportHeight;
}
