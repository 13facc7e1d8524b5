import type { Page } from '@playwright/test';

/**
 * The contrast of the hero's text laid over its art (badges, name, tagline): axe cannot judge text
 * over a picture, so this measures it. The page is drawn once with the hero's text hidden, and each
 * text's colour is held against the brightest pixel behind its whole box (a bound on the worst
 * glyph). Large text needs 3:1, the rest 4.5:1.
 */
export async function heroTextContrast(
  page: Page,
): Promise<{ name: string; ratio: number; minimum: number }[]> {
  const targets = [
    { name: 'badges', selector: '#top ul[aria-label] li > *', minimum: 4.5 },
    { name: 'name', selector: '#hero-title', minimum: 3 },
    { name: 'tagline', selector: '#hero-title + p', minimum: 3 },
  ];
  const hide = await page.addStyleTag({
    content: `#top ul *, #top h1, #top h1 + p { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; } #top h1 { background: none !important; }`,
  });
  const backdrop = (await page.screenshot()).toString('base64');
  await hide.evaluate((style) => (style as Element).remove());
  return page.evaluate(
    async ({ png, targets }) => {
      // The page's CSP allows no data: fetch; the bytes go straight into a Blob.
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const colours = (css: string) =>
        [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => match[1]!.split(',').map(Number));
      return targets.map(({ name, selector, minimum }) => {
        let worst = Infinity;
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          // The box of the glyphs themselves, not the element's border or padding.
          const range = document.createRange();
          range.selectNodeContents(element);
          const box = range.getBoundingClientRect();
          const pixels = context.getImageData(box.x, box.y, box.width, box.height).data;
          let brightest = 0;
          for (let i = 0; i < pixels.length; i += 4)
            brightest = Math.max(brightest, luminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
          // Gradient-filled text (the name) counts its darkest stop.
          const style = getComputedStyle(element);
          const fill = style.webkitTextFillColor.startsWith('rgba(0, 0, 0, 0)')
            ? colours(style.backgroundImage)
            : colours(style.color);
          const text = Math.min(...fill.map(([r, g, b]) => luminance(r!, g!, b!)));
          worst = Math.min(
            worst,
            (Math.max(text, brightest) + 0.05) / (Math.min(text, brightest) + 0.05),
          );
        }
        return { name, ratio: Math.round(worst * 100) / 100, minimum };
      });
    },
    { png: backdrop, targets },
  );
}
