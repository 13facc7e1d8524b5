import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cappedDpr } from '../../src/scene/scene-host';
import { palette, paletteTokens } from '../../src/scene/palette';

describe('the scene palette', () => {
  const tokens = readFileSync('src/styles/tokens.css', 'utf8');

  it.each(Object.entries(paletteTokens))('%s mirrors %s in tokens.css', (name, token) => {
    const match = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens);
    expect(match?.[1]?.toLowerCase()).toBe(palette[name as keyof typeof palette]);
  });
});

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
