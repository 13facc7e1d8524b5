import { site } from './site';
import headings from './whitepaper.mdx?headings';

/** What frames the Markdown whitepaper (whitepaper.mdx): its title, version and disclaimer. */
export const whitepaperMeta = {
  title: `${site.name} Whitepaper`,
  version: 'Version 1.0',
  launchNote: 'Launching June 2025',
  backLabel: 'Back to home',
  contents: 'Contents',
  anchorLabel: 'Link to this section',
  disclaimerTitle: 'Disclaimer',
  disclaimer: `This whitepaper is for informational purposes only and does not constitute financial advice, an offer or a solicitation to buy ${site.token.symbol} or any other asset. Crypto assets are volatile; do your own research before you take part.`,
} as const;

/** The whitepaper's sections (its "## " headings), in order, with their anchor ids. */
export const whitepaperSections = headings.filter((heading) => heading.depth === 2);
