import { describe, expect, it } from 'vitest';
import { beatAt } from '../../../../src/scene/story/beats';
import {
  subjectAspect,
  momentClearness,
  narrowDim,
  stageFrameAt,
} from '../../../../src/scene/story/stage-frame';
import {
  armoryStageAt,
  momentPeak,
  type SceneLayout,
  storyAt,
} from '../../../../src/scene/story/story-position';
import { phone } from './layouts';

/*
 * The story on a phone (issue 44): each section opens on a moment where the veil lifts and the
 * beat plays in; the Armory frames the Masked Flame in its stage and holds his beat.
 */

/** The phone's page with each section's header a stage moment most of a screen tall. */
const withMoments: SceneLayout = {
  ...phone,
  moments: phone.marks.slice(1, -1).map((top) => ({ top: top + 64, bottom: top + 64 + 720 })),
};

const character = phone.marks[1]!;
const armory = { top: character + 1200, bottom: character + 3200, stageTop: 64, stageHeight: 354 };
const withArmory: SceneLayout = { ...withMoments, armory };

describe("a phone's stage moments", () => {
  it('lift the veil while a moment fills the screen, and bring it back with the cards', () => {
    const features = phone.marks[2]!;
    expect(momentClearness(features, withMoments)).toBe(1);
    expect(stageFrameAt(features, storyAt(features, withMoments), withMoments).veil.dim).toBe(0);
    // A screen further, the moment has passed: the cards, before the next section's moment.
    const cards = features + 900;
    expect(momentClearness(cards, withMoments)).toBe(0);
    expect(stageFrameAt(cards, 2.6, withMoments).veil.dim).toBeCloseTo(narrowDim);
  });

  it('show the beat at its clearest once the section has risen to the top of the screen', () => {
    for (const [index, top] of phone.marks.slice(2, -1).entries()) {
      const { beat, progress } = beatAt(storyAt(top, withMoments));
      expect(beat).toBe(index + 2);
      expect(progress).toBeCloseTo(momentPeak, 2);
    }
  });

  it('frame him under the hero, in the first moment’s space, as it comes up', () => {
    const moment = withMoments.moments![0]!;
    // The hero's art has scrolled away; the Character moment's space fills a third of the screen.
    const top = Math.round((phone.height * 2) / 3);
    const y = moment.top - top;
    const frame = stageFrameAt(y, storyAt(y, withMoments), withMoments);
    expect(beatAt(storyAt(y, withMoments)).beat).toBe(0);
    // Framed in that space, the hero's text above it on the page's own background.
    expect(frame.rect).toEqual({ x: 0, y: top, width: phone.width, height: phone.height - top });
    expect(frame.veil.outside).toBe(1);
    // Veiled as the section's text will be, until the moment fills the screen.
    expect(frame.veil.dim).toBeGreaterThan(0);
    // Without moments (the scene off, a desktop's flow) the hero keeps its art box there.
    expect(stageFrameAt(y, storyAt(y, phone), phone).rect.y).toBeLessThan(0);
  });

  it('leave the story as it was where the sections have no tall moments (a desktop)', () => {
    for (let y = 0; y < phone.pageHeight; y += 250)
      expect(storyAt(y, { ...phone, moments: [] })).toBe(storyAt(y, phone));
  });
});

describe("a phone's Armory", () => {
  it('is off the screen until its lists come up, then sticks under the header', () => {
    expect(armoryStageAt(armory.top - phone.height - 1, withArmory)).toBeNull();
    expect(armoryStageAt(armory.top - 64 + 600, withArmory)).toMatchObject({ y: 64, entered: 1 });
    expect(armoryStageAt(armory.bottom, withArmory)).toBeNull();
  });

  it('hands the whole screen back as its lists end, before the next moment comes up', () => {
    const { stageTop, stageHeight } = armory;
    // The lists' end has risen to the stage's top: the stage has left, the hold has let go.
    const gone = armory.bottom - stageTop - 0.01;
    const frame = stageFrameAt(gone, storyAt(gone, withArmory), withArmory);
    expect(frame.veil.outside).toBeCloseTo(0, 2);
    expect(frame.rect.height).toBeCloseTo(phone.height, 0);
    expect(storyAt(gone, withArmory)).toBeCloseTo(storyAt(gone, withMoments), 2);
    // Half way out, half handed back.
    const half = armory.bottom - stageTop - stageHeight / 2;
    const halfway = stageFrameAt(half, storyAt(half, withArmory), withArmory);
    expect(halfway.veil.outside).toBeCloseTo(0.5, 1);
  });

  it('holds the story without ever taking it back on the way down', () => {
    let last = 0;
    for (let y = 0; y < phone.pageHeight; y += 10) {
      const story = storyAt(y, withArmory);
      expect(story, `at ${y} px`).toBeGreaterThanOrEqual(last);
      last = story;
    }
  });

  it('frames him in its stage, the rest veiled by the page, and holds his beat', () => {
    const y = armory.top + 400;
    const frame = stageFrameAt(y, storyAt(y, withArmory), withArmory);
    expect(frame.rect).toEqual({ x: 0, y: 64, width: phone.width, height: 354 });
    expect(frame.subject).toEqual(frame.rect);
    expect(frame.veil).toMatchObject({ outside: 1, dim: 0 });
    // Held while the lists run: the same pose a screen further down, his own beat's.
    expect(storyAt(y + 600, withArmory)).toBe(storyAt(y, withArmory));
    expect(beatAt(storyAt(y, withArmory)).beat).toBe(1);
    expect(storyAt(y, withArmory)).toBeLessThan(1 + 0.999);
  });

  it('held sideways, frames him in the middle of its band, not the flame above him across it', () => {
    // 844 × 390: the stage is 42svh of the screen, a band over five times wider than tall.
    const sideways: SceneLayout = {
      ...withArmory,
      width: 844,
      height: 390,
      armory: { ...armory, stageHeight: 164 },
    };
    const y = armory.top + 400;
    const frame = stageFrameAt(y, storyAt(y, sideways), sideways);
    // The band is clear across the screen; he is framed in a box of the still's cover at 3:2.
    expect(frame.rect).toEqual({ x: 0, y: 64, width: 844, height: 164 });
    expect(frame.subject).toEqual({
      x: (844 - 164 * subjectAspect) / 2,
      y: 64,
      width: 164 * subjectAspect,
      height: 164,
    });
    // So is each section's moment: the scene has the whole screen, his framing the middle of it.
    const gameplay = phone.marks[3]!;
    const moment = stageFrameAt(gameplay, storyAt(gameplay, sideways), sideways);
    expect(moment.rect).toEqual({ x: 0, y: 0, width: 844, height: 390 });
    expect(moment.subject).toEqual({ x: (844 - 585) / 2, y: 0, width: 585, height: 390 });
  });
});
