/**
 * The strings the product's source document requires word for word (/work/shared/seed, quoted by
 * SPEC.md), written out once. The specs check the page against these literals rather than against
 * src/content, so content that drifts from the seed fails here. Everything else the specs expect,
 * the lists above all (features, sections, allocation, roadmap), comes from src/content, whose unit
 * tests (tests/unit/content) pin those lists to the seed.
 */
export const seed = {
  name: 'Emberwild',
  tagline: 'Rise of the Masked Flame',
  /** SPEC.md's default; the operator sets the real one. */
  contractAddress: 'EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump',
  maxSupply: '1,000,000,000',
  launchMarketCap: '$60,000',
  gameplayDemo: 'Gameplay Demo - Coming Soon',
  whitepaperVersion: 'Version 1.0',
  notFound: { code: '404', title: 'Oops! Page not found' },
  copied: { title: 'Copied!', description: 'Contract address copied to clipboard' },
  copyFailed: { title: 'Copy failed', description: 'Please copy the address manually' },
  errorScreen: 'Unexpected Application Error!',
} as const;
