import { expect, test, type Page } from '@playwright/test';
import { fontFallbacks, scriptFaces } from '../../scripts/lib/site-fonts.js';
import { palette, paletteTokens } from '../../src/scene/materials/palette';

/*
 * What the built stylesheets mean, as the browser computes them: the design tokens the 3D scene
 * mirrors, the font stacks, and the breakpoint the hero's image is chosen at.
 */

/** The computed value of `property` on an element styled `property: value` under `root`. */
function computed(page: Page, property: string, value: string, root = 'body') {
  return page.evaluate(
    ([property, value, root]) => {
      const probe = document.createElement('div');
      probe.style.setProperty(property, value);
      document.querySelector(root)!.append(probe);
      const result = getComputedStyle(probe).getPropertyValue(property);
      probe.remove();
      return result;
    },
    [property, value, root] as const,
  );
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('the colour tokens are the colours of the 3D scene', async ({ page }) => {
  await page.goto('/');
  for (const [name, token] of Object.entries(paletteTokens)) {
    const expected = rgb(palette[name as keyof typeof palette]);
    expect(await computed(page, 'color', `var(${token})`), `${name}: ${token}`).toBe(expected);
  }
});

test('each web font is followed by its metric-matched stand-in, in every language', async ({
  page,
}) => {
  for (const path of ['/', '/ko/', '/ar/', '/zh-cn/']) {
    await page.goto(path);
    const stacks: string[][] = [];
    for (const token of ['--font-display', '--font-body', '--font-mono']) {
      const stack = await computed(page, 'font-family', `var(${token})`);
      stacks.push(stack.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1')));
    }
    // The page's own script face (and its stand-in) comes straight after the Latin web font
    // (tokens.css, --font-own): the Latin font's stand-in still comes next after them.
    const scriptFamilies = new Set(
      scriptFaces.flatMap(({ family }) => [family, `${family} fallback`]),
    );
    for (const { family } of fontFallbacks) {
      const followed = stacks.some((stack) => {
        const at = stack.indexOf(family);
        const next = stack
          .slice(at + 1)
          .find((name) => !scriptFamilies.has(name) || name.startsWith(family));
        return at >= 0 && next === `${family} fallback`;
      });
      expect(followed, `${path}: ${family} in ${JSON.stringify(stacks)}`).toBe(true);
    }
  }
});

test("the hero image's sizes say how wide it is drawn, at every breakpoint", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const image = page.locator('[data-scene] img');
  // Where the built stylesheets or the image's sizes change anything: both sides of each such
  // width, height and shape, so that a breakpoint that moves in one but not the other leaves a
  // screen where the two disagree.
  const conditions = await image.evaluate((img: HTMLImageElement) =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => (rule instanceof CSSMediaRule ? [rule.media.mediaText] : []))
      .concat(img.parentElement!.querySelector('source')!.sizes),
  );
  const rem = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  const lengths = (feature: string) =>
    conditions.flatMap((text) =>
      [...text.matchAll(new RegExp(`${feature}:\\s*([\\d.]+)(rem|px)`, 'g'))].map(
        ([, value, unit]) => Math.ceil(Number(value) * (unit === 'rem' ? rem : 1)),
      ),
    );
  const ratios = conditions.flatMap((text) =>
    [...text.matchAll(/aspect-ratio:\s*(\d+)\s*\/\s*(\d+)/g)].map(
      ([, w, h]) => Number(w) / Number(h),
    ),
  );
  expect(lengths('min-width').length).toBeGreaterThan(0);
  // Heights on both sides of each height a condition names, and a tall and a short screen; at
  // each, widths on both sides of each width and each aspect ratio's width at that height.
  const heights = [...new Set([800, 1100, ...lengths('max-height').flatMap((px) => [px - 1, px])])];
  const shapes = heights.flatMap((height) =>
    [
      ...new Set([
        360,
        1600,
        ...[...lengths('min-width'), ...lengths('max-width')].flatMap((px) => [px - 1, px]),
        ...ratios.flatMap((ratio) => [Math.floor(height * ratio) - 1, Math.ceil(height * ratio)]),
      ]),
    ].map((width) => ({ width, height })),
  );
  for (const { width, height } of shapes) {
    await page.setViewportSize({ width, height });
    const { drawn, claimed } = await image.evaluate((img: HTMLImageElement) => {
      const sizes = img.parentElement!.querySelector('source')!.sizes.split(',');
      const [, , length] = sizes
        .map((entry) => /^(.*?)\s*(\d+)vw$/.exec(entry.trim())!)
        .find(([, condition]) => !condition || matchMedia(condition).matches)!;
      return {
        drawn: img.getBoundingClientRect().width,
        claimed: (Number(length) / 100) * window.innerWidth,
      };
    });
    const label = `${width} × ${height}: drawn ${drawn} px, sizes ${claimed} px`;
    expect(Math.abs(drawn - claimed) / claimed, label).toBeLessThan(0.03);
  }
});
