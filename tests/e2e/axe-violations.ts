import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.2 at levels A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds against WCAG_AA on the page (or within the `include` selector): a line per rule
 * broken, with the elements that break it; none is a pass.
 *
 * axe runs in the page itself (its legacy mode): the site has no frames, and axe's default merges
 * the frames' results in a blank page it opens for each pass, which was most of a pass's time here
 * (the home page: 4.1 s against 1.5 s). Only violations are collected in full (`resultTypes`):
 * every rule still runs on every element, and each violation names all its elements.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA)
    .setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
