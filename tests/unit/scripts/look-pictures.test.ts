import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  lookHash,
  LOOKS_COMMAND,
  manifestPath,
  MAX_PICTURE_BYTES,
  pictureDir,
  pictureFrame,
  readManifest,
} from '../../../scripts/lib/look-pictures.js';
import { lookOf } from '../../../src/content/armory';
import { lookPicture, lookSets, lookSlug } from '../../../src/content/looks';

/** A difference in a channel that a person sees, of 255; and how much of a picture must show one. */
const VISIBLE_STEP = 32;
const MIN_CHANGED = 0.004;

const sets = lookSets();
const slugs = sets.map(lookSlug);
const manifest = existsSync(manifestPath) ? readManifest() : {};
const fileOf = (slug: string) => join(pictureDir, `${slug}.jpg`);
const portraitOf = (slug: string) => join(pictureDir, `${slug}.avif`);
const rerender = (slug: string) =>
  `run \`${LOOKS_COMMAND} -- ${slug}\` (or \`${LOOKS_COMMAND}\` for every set) and commit ${pictureDir}/ and ${manifestPath}`;

describe('the share pictures', () => {
  it.each(sets.map((set) => [lookSlug(set), set] as const))(
    '%s has a picture of its look as it is now',
    (slug, set) => {
      expect(existsSync(fileOf(slug)), `${fileOf(slug)} is missing: ${rerender(slug)}`).toBe(true);
      expect(
        manifest[slug]?.hash,
        `${fileOf(slug)} shows an older look than src/content/armory.ts (or the frame in scripts/lib/look-pictures.js) describes: ${rerender(slug)}`,
      ).toBe(lookHash(lookOf(set)));
      expect(
        statSync(fileOf(slug)).size,
        `${fileOf(slug)} is not the picture the manifest lists: ${rerender(slug)}`,
      ).toBe(manifest[slug]?.bytes);
      expect(
        existsSync(portraitOf(slug)) && statSync(portraitOf(slug)).size,
        `${portraitOf(slug)} is missing or not the portrait the manifest lists: ${rerender(slug)}`,
      ).toBe(manifest[slug]?.portraitBytes);
    },
  );

  it('has no picture of a set the Armory no longer has', () => {
    const files = readdirSync(pictureDir).map((name) => name.replace(/\.(jpg|avif)$/, ''));
    expect(files.filter((slug) => !slugs.includes(slug))).toEqual([]);
    expect(Object.keys(manifest).filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it('draws each as a 1200×630 JPEG of at most 150 KB, as every link preview reads it', async () => {
    for (const slug of slugs) {
      const meta = await sharp(fileOf(slug)).metadata();
      expect({ slug, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        slug,
        format: 'jpeg',
        width: lookPicture.width,
        height: lookPicture.height,
      });
      expect(statSync(fileOf(slug)).size, slug).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
    }
  });

  it("draws each set's portrait as an AVIF of the crop the Armory shows (470 × 630 at 2×)", async () => {
    const { width, height } = pictureFrame.portrait;
    expect(width / height).toBeCloseTo(470 / 630, 3);
    for (const slug of slugs) {
      const meta = await sharp(portraitOf(slug)).metadata();
      expect({
        slug,
        format: meta.format,
        compression: meta.compression,
        width: meta.width,
      }).toEqual({ slug, format: 'heif', compression: 'av1', width });
      expect(meta.height, slug).toBe(height);
    }
  });

  it('shows each set visibly differently from every other', async () => {
    // Each picture at a quarter of its size: two sets must differ clearly (by more than
    // VISIBLE_STEP of 255 in a channel) over a patch a person sees at a glance: at least
    // MIN_CHANGED of the picture, which is the same card around the art in every set. The closest
    // pair today, Ash and Verdant masks with the rest alike, differs over 0.67 %.
    const [width, height] = [300, 158];
    const small = await Promise.all(
      slugs.map((slug) =>
        sharp(fileOf(slug)).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
      ),
    );
    const pairs: { pair: string; changed: number }[] = [];
    for (let a = 0; a < small.length; a += 1)
      for (let b = a + 1; b < small.length; b += 1) {
        const [x, y] = [small[a] as Buffer, small[b] as Buffer];
        let changed = 0;
        for (let pixel = 0; pixel < width * height; pixel += 1) {
          const step = Math.max(
            ...[0, 1, 2].map((c) => Math.abs((x[3 * pixel + c] ?? 0) - (y[3 * pixel + c] ?? 0))),
          );
          if (step > VISIBLE_STEP) changed += 1;
        }
        pairs.push({ pair: `${slugs[a]} / ${slugs[b]}`, changed: changed / (width * height) });
      }
    const closest = pairs.sort((p, q) => p.changed - q.changed)[0];
    expect(closest?.changed, `the closest pair: ${closest?.pair}`).toBeGreaterThan(MIN_CHANGED);
  });
});
