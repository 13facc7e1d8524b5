import type { Page } from '@playwright/test';

/**
 * How many pixels of `a` have no counterpart in `b` at the same place or one pixel up or down
 * (channels within 40 of 255). A section's top falls on a different sub-pixel when the heights
 * above it differ, which moves its text by a pixel; what is missing or clipped is still counted.
 */
export async function unmatchedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      const close = (i: number, j: number) =>
        j >= 0 &&
        j < y.data.length &&
        [0, 1, 2].every((c) => Math.abs(x.data[i + c]! - y.data[j + c]!) <= 40);
      const row = x.width * 4;
      let unmatched = 0;
      for (let i = 0; i < x.data.length; i += 4)
        if (!close(i, i) && !close(i, i - row) && !close(i, i + row)) unmatched += 1;
      return unmatched;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
