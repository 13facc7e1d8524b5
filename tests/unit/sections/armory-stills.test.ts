import { describe, expect, it } from 'vitest';
import { armoryItems } from '../../../src/content/armory';
import { itemStill } from '../../../src/sections/armory-stills';

describe('itemStill', () => {
  it.each(armoryItems.map((item) => [`${item.slot} ${item.id}`, item] as const))(
    'has an AVIF and a WebP still of %s (npm run render:still -- items)',
    (_, item) => {
      const still = itemStill(item.slot, item.id);
      expect(still?.avif).toMatch(/\.avif$/);
      expect(still?.webp).toMatch(/\.webp$/);
    },
  );

  it('has none for an item that does not exist', () => {
    expect(itemStill('mask', 'no-such-mask')).toBeUndefined();
  });
});
