import { describe, expect, it } from 'vitest';
import { cappedDpr } from '../../../src/scene/scene-host';

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
