import { describe, expect, it } from 'vitest';
import { sectionIds } from '../../../../src/content/copy';
import { features } from '../../../../src/content/features';
import {
  beatAt,
  beatNames,
  beatPoses,
  handOver,
  type Pose,
  poseAt,
  poseKeys,
  restPose,
  smoothstep,
} from '../../../../src/scene/story/beats';
import { storyAt } from '../../../../src/scene/story/story-position';
import { gatePositions, keyGateIndex, waypointAt } from '../../../../src/scene/story/world';
import { desktop, phone } from './layouts';

const last = beatNames.length - 1;
/** Story positions through a beat's own part of the page, before it hands over to the next. */
const ownPart = (index: number, steps = 10) =>
  Array.from({ length: steps + 1 }, (_, k) => index + (k / steps) * handOver[beatNames[index]!]);
const camDistance = (pose: Pose) => Math.hypot(pose.camX, pose.camY, pose.camZ);
const largestDifference = (a: Pose, b: Pose) =>
  Math.max(...poseKeys.map((key) => Math.abs(a[key] - b[key])));

function expectPose(actual: Pose, expected: Pose, digits = 9) {
  for (const key of poseKeys) expect(actual[key], key).toBeCloseTo(expected[key], digits);
}

describe('the beats', () => {
  it('are the hero, the sections in page order and the footer', () => {
    expect(beatNames).toEqual(['hero', ...sectionIds, 'footer']);
    expect(Object.keys(beatPoses)).toEqual([...beatNames]);
  });

  it('hand over in the second half of their part, the hero latest, the footer never', () => {
    for (const name of beatNames.slice(1, -1)) {
      expect(handOver[name]).toBeGreaterThanOrEqual(0.5);
      expect(handOver[name]).toBeLessThan(handOver.hero);
    }
    expect(handOver.footer).toBe(1);
  });
});

describe('smoothstep', () => {
  it('eases from 0 to 1 between its edges and holds beyond them', () => {
    expect(smoothstep(0.2, 0.6, 0)).toBe(0);
    expect(smoothstep(0.2, 0.6, 0.2)).toBe(0);
    expect(smoothstep(0.2, 0.6, 0.4)).toBeCloseTo(0.5, 12);
    expect(smoothstep(0.2, 0.6, 0.3)).toBeCloseTo(0.15625, 12);
    expect(smoothstep(0.2, 0.6, 0.6)).toBe(1);
    expect(smoothstep(0.2, 0.6, 3)).toBe(1);
  });
});

describe('beatAt', () => {
  it('splits a story position into its beat and the progress through it', () => {
    expect(beatAt(0)).toEqual({ beat: 0, progress: 0, blend: 0 });
    const { beat, progress } = beatAt(3.25);
    expect(beat).toBe(3);
    expect(progress).toBeCloseTo(0.25, 12);
  });

  it('does not blend until the beat hands over, then blends all the way to the next', () => {
    for (const [index, name] of beatNames.slice(0, -1).entries()) {
      expect(beatAt(index + handOver[name] - 0.01).blend).toBe(0);
      expect(beatAt(index + handOver[name] + 0.05).blend).toBeGreaterThan(0);
      expect(beatAt(index + 0.999).blend).toBeGreaterThan(0.9999);
    }
  });

  it('never blends the footer into anything, and clamps the story to the beats', () => {
    expect(beatAt(last + 0.9).blend).toBe(0);
    expect(beatAt(-2)).toEqual({ beat: 0, progress: 0, blend: 0 });
    expect(beatAt(12).beat).toBe(last);
    expect(beatAt(12).progress).toBeCloseTo(0.999, 9);
  });
});

describe('poseAt', () => {
  it('starts the story on the still image: the hero camera, no turn, the fire calm', () => {
    const pose = poseAt(0);
    expect(pose).toMatchObject({ camX: 0, camY: 0.45, camZ: 7.9 });
    expect(pose).toMatchObject({ lookX: 0, lookY: 0.62, lookZ: 0 });
    expect(pose).toMatchObject({ turn: 0, nod: 0, flare: 0 });
    // Nothing of the later beats shows on the still.
    for (const key of [
      'wings',
      'part',
      'realms',
      'key',
      'gate',
      'mastery',
      'split',
      'path',
    ] as const)
      expect(pose[key]).toBe(0);
    expect(pose).toEqual(restPose());
  });

  it.each(beatNames.map((name, index) => [name, index] as const))(
    "is the %s beat's own starting pose at its start",
    (name, index) => {
      expectPose(poseAt(index), beatPoses[name](0));
    },
  );

  it('never cuts: no step of 1e-4 through the whole story moves any number by 0.01', () => {
    let before = poseAt(0);
    let after = restPose();
    let largest = 0;
    for (let i = 1; i <= (last + 0.999) * 1e4; i++) {
      after = poseAt(i * 1e-4, after);
      largest = Math.max(largest, largestDifference(before, after));
      [before, after] = [after, before];
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(0.01);
  });

  it('arrives at the next beat as it starts, so the beats join without a jump', () => {
    for (let index = 1; index <= last; index++) {
      expectPose(poseAt(index - 1e-6), poseAt(index), 3);
    }
  });

  it.each(beatNames.slice(1).map((name, i) => [name, beatNames[i]!, i + 1] as const))(
    'changes the picture from %s to its own (after %s)',
    (_, previousName, index) => {
      // A little way into each beat's own part, before any hand-over.
      const pose = poseAt(index + 0.3);
      const before = poseAt(index - 1 + 0.3);
      expect(largestDifference(pose, before)).toBeGreaterThan(0.5);
      expect(beatAt(index - 1 + 0.3).blend, previousName).toBe(0);
    },
  );

  it('keeps every share between 0 and 1 through the whole story', () => {
    const shares = ['flare', 'wings', 'part', 'realms', 'key', 'gate', 'mastery', 'split', 'path'];
    const pose = restPose();
    for (let story = 0; story < last + 1; story += 0.01) {
      poseAt(story, pose);
      for (const key of shares) {
        expect(pose[key as keyof Pose]).toBeGreaterThanOrEqual(0);
        expect(pose[key as keyof Pose]).toBeLessThanOrEqual(1);
      }
      expect(camDistance(pose)).toBeGreaterThan(3);
    }
  });

  it('fills the pose it is given, for the scene that asks every frame', () => {
    const out = restPose();
    expect(poseAt(2.3, out)).toBe(out);
    expect(out).toEqual(poseAt(2.3));
  });
});

// The issue: a function per beat, from the scroll position to the camera, the pose and the light.
describe("each beat's pose", () => {
  it('hero: the camera dollies in and lifts, he turns, the fire flares', () => {
    const poses = ownPart(0).map((story) => poseAt(story));
    for (const [k, pose] of poses.entries()) {
      expect(pose.lookX).toBe(0);
      expect(pose.lookZ).toBe(0);
      expect(pose.wings).toBe(0);
      if (k === 0) continue;
      const before = poses[k - 1]!;
      expect(pose.camZ).toBeLessThan(before.camZ);
      expect(pose.camY).toBeGreaterThan(before.camY);
      expect(pose.turn).toBeLessThan(before.turn);
      expect(pose.flare).toBeGreaterThan(before.flare);
    }
    const handing = poses.at(-1)!;
    expect(handing.camZ).toBeCloseTo(7.9 - 2.4 * 0.896, 9);
    expect(handing.flare).toBeCloseTo(0.896, 9);
    expect(beatPoses.hero(1)).toMatchObject({ camZ: 5.5, turn: -0.54, flare: 1 });
  });

  it('character: the camera circles him as he turns, and the wings spread', () => {
    const poses = ownPart(1).map((story) => poseAt(story));
    for (const [k, pose] of poses.entries()) {
      expect(Math.hypot(pose.camX, pose.camZ)).toBeCloseTo(7.2, 9);
      expect(pose.camY).toBe(1.1);
      expect(pose.flare).toBe(0.7);
      if (k === 0) continue;
      expect(pose.camX).toBeGreaterThan(poses[k - 1]!.camX);
      expect(pose.turn).toBeLessThan(poses[k - 1]!.turn);
    }
    expect(poses[0]!.camX).toBeLessThan(-4);
    expect(poses[0]!.wings).toBe(0);
    expect(poseAt(1 + 0.35).wings).toBe(1);
    expect(beatPoses.character(1).turn).toBeCloseTo(-0.9, 9);
  });

  it('features: the camera draws back and up as the leaves part and the gates light', () => {
    for (const story of ownPart(2)) {
      const pose = poseAt(story);
      expect(pose.camZ).toBeGreaterThanOrEqual(11);
      expect(pose.camY).toBeGreaterThanOrEqual(2);
      expect(pose.lookZ).toBe(-5);
      expect(pose.flare).toBe(0.55);
    }
    expect(poseAt(2)).toMatchObject({ part: 0, realms: 0 });
    expect(poseAt(2.5).part).toBe(1);
    expect(poseAt(2.3).realms).toBeGreaterThan(poseAt(2.2).realms);
    expect(poseAt(2.55).realms).toBeCloseTo(smoothstep(0.1, 0.9, 0.55), 9);
  });

  it('gameplay: the camera watches the key gate as a Flame Key flies to it and the power grows', () => {
    const [x, y, z] = gatePositions(features.length)[keyGateIndex]!;
    for (const story of ownPart(3)) {
      expect(poseAt(story)).toMatchObject({ lookX: x, lookY: y, lookZ: z, part: 1, realms: 1 });
    }
    expect(poseAt(3).key).toBe(0);
    expect(poseAt(3 + handOver.gameplay).key).toBeGreaterThan(0.95);
    expect(poseAt(3 + handOver.gameplay).flare).toBeGreaterThan(poseAt(3).flare);
    // The beat's own function: the gate opens once the key is there, then the realm is mastered,
    // all before the hand-over, so the reader sees it happen.
    const beat = beatPoses.gameplay;
    expect(beat(0.3)).toMatchObject({ key: 1, gate: 0, mastery: 0 });
    expect(beat(0.42)).toMatchObject({ gate: 1 });
    expect(beat(handOver.gameplay)).toMatchObject({ key: 1, gate: 1, mastery: 1 });
    expect(beat(1)).toMatchObject({ key: 1, gate: 1, mastery: 1, flare: 1 });
    const drawn = Array.from({ length: 100 }, (_, i) => poseAt(3 + i / 100));
    expect(Math.max(...drawn.map((pose) => pose.gate))).toBeGreaterThan(0.99);
    expect(Math.max(...drawn.map((pose) => pose.mastery))).toBeGreaterThan(0.99);
  });

  it('tokenomics: the fire splits into six embers that circle him', () => {
    expect(poseAt(4)).toMatchObject({ split: 0, spin: 0, camX: 0 });
    expect(poseAt(4.45).split).toBe(1);
    expect(poseAt(4.5).spin).toBeGreaterThan(poseAt(4.2).spin);
    for (const story of ownPart(4)) {
      const pose = poseAt(story);
      expect(pose.flare).toBe(0.35);
      // Far enough back for the ring of embers around his head.
      expect(pose.camZ).toBe(9.6);
      expect(pose).toMatchObject({ key: 0, gate: 0, part: 0 });
    }
  });

  it('roadmap: the camera looks down a path that draws itself to every waypoint', () => {
    for (const story of ownPart(5)) {
      const pose = poseAt(story);
      // From above and to his right, down at the ground and into the jungle behind him.
      expect(pose.lookY).toBeLessThan(0);
      expect(pose.lookZ).toBeLessThan(-2);
      expect(pose.camY).toBeGreaterThan(2);
      expect(pose.camX).toBeGreaterThan(3);
      expect(pose.turn).toBe(0.8);
    }
    expect(poseAt(5).path).toBe(0);
    expect(poseAt(5.25).path).toBeGreaterThan(0.4);
    // Every phase's waypoint is lit before the hand-over (a waypoint shows from 90 % of its place).
    expect(poseAt(5 + handOver.roadmap).path).toBeGreaterThanOrEqual(waypointAt.at(-1)! * 0.9);
  });

  it('footer: the scene settles near where it began, the fire low, and holds', () => {
    const pose = poseAt(6);
    for (const story of [6.2, 6.6, 6.999]) expect(poseAt(story)).toEqual(pose);
    const start = poseAt(0);
    expect(
      Math.hypot(pose.camX - start.camX, pose.camY - start.camY, pose.camZ - start.camZ),
    ).toBeLessThan(1.5);
    expect(pose.turn).toBe(0);
    expect(pose.flare).toBe(0.25);
    for (const name of beatNames.slice(1, -1)) {
      expect(pose.flare).toBeLessThan(beatPoses[name](0).flare);
    }
  });

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)('follows the scroll on the %s: each section read shows its beat', (_, layout) => {
    // A tenth of the way down the section, scrolled to the top of the screen.
    const at = (index: number) => {
      const [start, end] = [layout.marks[index]!, layout.marks[index + 1]!];
      return poseAt(storyAt(start + 0.1 * (end - start), layout));
    };
    expect(at(1).wings).toBeGreaterThan(0.5);
    expect(at(2).part).toBeGreaterThan(0.5);
    expect(at(3).key).toBeGreaterThan(0.5);
    expect(at(4).split).toBeGreaterThan(0.5);
    expect(at(5).path).toBeGreaterThan(0.5);
    expect(poseAt(storyAt(layout.pageHeight, layout))).toEqual(beatPoses.footer(0));
  });
});
