import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { palette, paletteTokens } from '../../../src/scene/palette';

describe('the scene palette', () => {
  const tokens = readFileSync('src/styles/tokens.css', 'utf8');

  it.each(Object.entries(paletteTokens))('%s mirrors %s in tokens.css', (name, token) => {
    const match = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens);
    expect(match?.[1]?.toLowerCase()).toBe(palette[name as keyof typeof palette]);
  });
});
