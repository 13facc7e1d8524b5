import { describe, expect, it } from 'vitest';
import { handOver } from '../../../../src/scene/story/beats';
import {
  fadedShare,
  fullFrame,
  isWide,
  narrowDim,
  showsNothing,
  type StageFrame,
  stageFrameAt,
  wideDim,
  wideStage,
} from '../../../../src/scene/story/stage-frame';
import { type SceneLayout, storyAt } from '../../../../src/scene/story/story-position';
import { desktop, layouts, maxScroll, phone } from './layouts';

/** A frame in the hero: the art box at `y` on the screen, the page veiling all around it. */
const heroFrame = (y: number, height: number): StageFrame => ({
  rect: { x: 0, y, width: 390, height },
  subject: { x: 0, y, width: 390, height },
  veil: { outside: 1, side: 0, dim: 0 },
});

describe('isWide', () => {
  it.each([
    [1280, 800, true],
    [1024, 768, true],
    [2560, 1440, true],
    [1023, 768, false],
    // A tablet held upright: the text runs the full width.
    [1024, 1366, false],
    [390, 844, false],
    [844, 390, false],
  ])('%i × %i: %s', (width, height, wide) => {
    expect(isWide({ width, height })).toBe(wide);
  });
});

describe('stageFrameAt', () => {
  describe.each(Object.entries(layouts))('on the %s, in the hero', (_, layout) => {
    it.each([0, 120, 300, 1500])(
      'frames the art box where the page has scrolled it (%i px), veiled all around',
      (scrollY) => {
        const { rect, veil } = stageFrameAt(scrollY, 0, layout);
        expect(rect).toEqual({
          x: layout.art.left,
          y: layout.art.top - scrollY,
          width: layout.art.width,
          height: layout.art.height,
        });
        expect(veil).toEqual({ outside: 1, side: 0, dim: 0 });
      },
    );

    it('holds the art box until the hero hands over', () => {
      const story = handOver.hero - 0.01;
      const frame = stageFrameAt(200, story, layout);
      expect(frame.rect).toEqual(stageFrameAt(200, 0, layout).rect);
      expect(frame.veil.outside).toBe(1);
    });
  });

  it.each([1, 1.5, 2.3, 3.9, 4.2, 5.6, 6.999])(
    'gives a wide screen its top right past the hero (story %d), the text column veiled',
    (story) => {
      const x = desktop.width * wideStage.left;
      const height = desktop.height * wideStage.height;
      // Right of the text column, which takes a little under half the screen.
      expect(x).toBeGreaterThan(desktop.width * 0.35);
      expect(x).toBeLessThan(desktop.width * 0.5);
      expect(height).toBeGreaterThan(desktop.height / 2);
      expect(height).toBeLessThanOrEqual(desktop.height);
      for (const scrollY of [900, 3000, maxScroll(desktop)]) {
        const { rect, veil } = stageFrameAt(scrollY, story, desktop);
        expect(rect).toEqual({ x, y: 0, width: desktop.width - x, height });
        expect(veil).toEqual({ outside: 0, side: 1, dim: wideDim });
      }
    },
  );

  it('gives a right-to-left page’s wide screen its top left past the hero, mirrored', () => {
    const rtl = { ...desktop, rtl: true };
    for (const story of [1, 3.9, 6.999]) {
      const ltr = stageFrameAt(3000, story, desktop);
      const { rect, veil } = stageFrameAt(3000, story, rtl);
      expect(rect).toEqual({ ...ltr.rect, x: 0 });
      expect(rect.x + rect.width).toBe(desktop.width - ltr.rect.x);
      expect(veil).toEqual(ltr.veil);
    }
    // In the hero the scene is framed into the art box, wherever the page puts it.
    const art = { ...desktop.art, left: 0 };
    expect(stageFrameAt(0, 0, { ...rtl, art }).rect.x).toBe(0);
  });

  it.each([1, 1.5, 2.3, 3.9, 4.2, 5.6, 6.999])(
    'gives a phone the whole screen past the hero (story %d), dimmed behind the text',
    (story) => {
      for (const scrollY of [1100, 5000, maxScroll(phone)]) {
        const { rect, veil } = stageFrameAt(scrollY, story, phone);
        expect(rect).toEqual({ x: 0, y: 0, width: 390, height: 844 });
        expect(veil).toEqual({ outside: 0, side: 0, dim: narrowDim });
      }
    },
  );

  it('gives an upright tablet the whole screen too', () => {
    const tablet: SceneLayout = { ...desktop, width: 1024, height: 1366 };
    const { rect, veil } = stageFrameAt(2000, 2.4, tablet);
    expect(rect).toEqual({ x: 0, y: 0, width: 1024, height: 1366 });
    expect(veil.dim).toBe(narrowDim);
  });

  it('moves from the art box to the stage halfway through the hand-over', () => {
    // Halfway through the hero's hand-over, the box is halfway between the two frames.
    const story = handOver.hero + (1 - handOver.hero) / 2;
    const { rect, veil } = stageFrameAt(400, story, desktop);
    const stageX = desktop.width * wideStage.left;
    expect(rect.x).toBeCloseTo((desktop.art.left + stageX) / 2, 9);
    expect(rect.y).toBeCloseTo((desktop.art.top - 400) / 2, 9);
    expect(rect.height).toBeCloseTo(
      (desktop.art.height + desktop.height * wideStage.height) / 2,
      9,
    );
    expect(veil.outside).toBeCloseTo(0.5, 9);
    expect(veil.side).toBeCloseTo(0.5, 9);
    expect(veil.dim).toBeCloseTo(wideDim / 2, 9);
  });

  it.each(Object.entries(layouts))(
    'moves the frame smoothly, a few pixels a pixel at most, while the %s leaves the hero',
    (_, layout) => {
      let before = structuredClone(stageFrameAt(0, 0, layout));
      for (let y = 1; y <= 2000; y++) {
        const frame = stageFrameAt(y, storyAt(y, layout), layout);
        for (const key of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(frame.rect[key] - before.rect[key])).toBeLessThan(6);
          expect(Math.abs(frame.subject[key] - before.subject[key])).toBeLessThan(6);
        }
        expect(Math.abs(frame.veil.outside - before.veil.outside)).toBeLessThan(0.02);
        before = structuredClone(frame);
      }
      expect(before.veil.outside).toBe(0);
    },
  );

  it('fills the frame it is given', () => {
    const out = fullFrame(1, 1);
    expect(stageFrameAt(0, 0, phone, out)).toBe(out);
    expect(out.rect).toEqual({ x: 0, y: 64, width: 390, height: 371.36 });
  });
});

describe('fullFrame', () => {
  it('frames the whole canvas with no veil, for the stills', () => {
    expect(fullFrame(1440, 1620)).toEqual({
      rect: { x: 0, y: 0, width: 1440, height: 1620 },
      subject: { x: 0, y: 0, width: 1440, height: 1620 },
      veil: { outside: 0, side: 0, dim: 0 },
    });
  });

  it('overwrites a frame it is given', () => {
    const out = stageFrameAt(300, 0.2, phone);
    expect(fullFrame(800, 900, out)).toBe(out);
    expect(out).toEqual(fullFrame(800, 900));
  });
});

describe('showsNothing', () => {
  it('is false while the art box is on the screen', () => {
    expect(showsNothing(heroFrame(64, 370), 844)).toBe(false);
    expect(showsNothing(heroFrame(-200, 370), 844)).toBe(false);
  });

  it('is true while only its faded bottom edge is in view', () => {
    // 2 px of a 370 px tall scene: where a phone's tap on Copy, centred in view, left it.
    expect(showsNothing(heroFrame(-368, 370), 844)).toBe(true);
    // Just less of it than the faded share.
    expect(showsNothing(heroFrame(-400 * (1 - fadedShare) - 1, 400), 844)).toBe(true);
    // Exactly the faded share: every pixel left is veiled.
    expect(showsNothing(heroFrame(-400 * (1 - fadedShare), 400), 844)).toBe(true);
  });

  it('is false from a pixel more than the faded share', () => {
    expect(showsNothing(heroFrame(-400 * (1 - fadedShare) + 1, 400), 844)).toBe(false);
    expect(showsNothing(heroFrame(-400 * (1 - fadedShare - 0.01), 400), 844)).toBe(false);
  });

  it('is true while the art box is wholly below the screen, and false from its first pixel up', () => {
    expect(showsNothing(heroFrame(844, 370), 844)).toBe(true);
    expect(showsNothing(heroFrame(843, 370), 844)).toBe(false);
  });

  it('is false once the veil lifts, wherever the box is: the scene shows around it', () => {
    expect(
      showsNothing({ ...heroFrame(-368, 370), veil: { outside: 0.5, side: 0, dim: 0.3 } }, 844),
    ).toBe(false);
    expect(showsNothing(stageFrameAt(3000, 2.5, phone), phone.height)).toBe(false);
  });

  it('lets a phone rest where the hero is read below its art, and not before or after', () => {
    const at = (y: number) => showsNothing(stageFrameAt(y, storyAt(y, phone), phone), 844);
    // The art's seen part (all but its faded share) ends 391 px down the page.
    const seenEnd = phone.art.top + phone.art.height * (1 - fadedShare);
    expect(seenEnd).toBeCloseTo(390.8, 1);
    expect(at(0)).toBe(false);
    expect(at(390)).toBe(false);
    expect(at(392)).toBe(true);
    expect(at(500)).toBe(true);
    // The hand-over to the character beat lifts the veil: the scene is seen again.
    expect(at(700)).toBe(false);
    expect(at(3000)).toBe(false);
  });

  it('never hides the scene on a desktop: the hero hands over before its art leaves', () => {
    for (let y = 0; y <= maxScroll(desktop); y += 2) {
      expect(showsNothing(stageFrameAt(y, storyAt(y, desktop), desktop), 800)).toBe(false);
    }
  });
});
