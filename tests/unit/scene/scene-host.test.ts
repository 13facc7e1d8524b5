import { describe, expect, it } from 'vitest';
import { cappedDpr, fadedShare, inSight } from '../../../src/scene/scene-host';

describe('the pixel ratio cap', () => {
  it('is 1 below 1024 px wide, whatever the screen density', () => {
    expect(cappedDpr(360, 3)).toBe(1);
    expect(cappedDpr(1023, 2)).toBe(1);
  });

  it('follows the screen up to 2 from 1024 px wide', () => {
    expect(cappedDpr(1280, 1)).toBe(1);
    expect(cappedDpr(1440, 1.5)).toBe(1.5);
    expect(cappedDpr(1920, 3)).toBe(2);
  });
});

describe('whether the scene is in sight', () => {
  it('is not while it is off screen', () => {
    expect(inSight({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });

  it('is not while only its faded bottom edge is in view', () => {
    // 2 px of a 370 px tall scene: where a phone's tap on Copy, centred in view, left it.
    expect(inSight({ isIntersecting: true, intersectionRatio: 2 / 370 })).toBe(false);
    expect(inSight({ isIntersecting: true, intersectionRatio: fadedShare - 0.001 })).toBe(false);
  });

  it('is from the share at which the observer reports a crossing, so a stop there wakes it', () => {
    expect(inSight({ isIntersecting: true, intersectionRatio: fadedShare })).toBe(true);
    expect(inSight({ isIntersecting: true, intersectionRatio: fadedShare + 0.01 })).toBe(true);
    expect(inSight({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
  });
});
