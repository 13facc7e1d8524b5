/**
 * What frames the Markdown whitepaper (src/locales/<code>/whitepaper.mdx): its title, version,
 * launch month and disclaimer. The words are messages; the version and the month are data.
 */
export const whitepaperMeta = {
  title: 'whitepaper.title',
  version: '1.0',
  versionLabel: 'whitepaper.version',
  /** ISO year and month, shown in the page's language ("June 2025", "junio de 2025"). */
  launchMonth: '2025-06',
  launchNote: 'whitepaper.launchNote',
  backLabel: 'whitepaper.backLabel',
  contents: 'whitepaper.contents',
  disclaimerTitle: 'whitepaper.disclaimerTitle',
  disclaimer: 'whitepaper.disclaimer',
} as const satisfies Record<string, string>;
