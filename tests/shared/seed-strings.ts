/**
 * The strings the product's source document requires word for word (/work/shared/seed, quoted by
 * SPEC.md), written out once. The specs check the page against these literals rather than against
 * the message catalog, so English that drifts from the seed fails here; the unit tests
 * (tests/unit/content) hold the English catalog (src/locales/en/messages.json) and src/content
 * to them. Everything else the specs expect, the lists above all (features, sections, allocation,
 * roadmap), comes from src/content and the catalog.
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

/** The seed's lists, word for word: what src/content and the English catalog must say. */
export const seedLists = {
  genre: 'Play-to-Earn',
  features: [
    'Open-World Exploration',
    'PvE & PvP Combat',
    'Play-to-Earn Rewards',
    'Flame Keys System',
    'NFT Integration',
    'Community Tournaments',
  ],
  gameplayDemoActions: ['Watch Trailer', 'Start Playing', 'Learn More'],
  allocation: [
    ['Public Sale', 10],
    ['Game Development', 20],
    ['Player Rewards', 30],
    ['DAO Treasury', 20],
    ['Team & Advisors', 10],
    ['Liquidity & Security', 10],
  ],
  roadmap: [
    ['Phase 1', 'current'],
    ['Phase 2', 'upcoming'],
    ['Phase 3', 'future'],
    ['Phase 4', 'future'],
  ],
  footerColumns: ['Game', 'Token', 'Community'],
  documentation: 'Documentation',
  whitepaperLaunch: 'June 2025',
  whitepaperSections: [
    'Introduction',
    'The Game',
    'Token Utility',
    'Community & Ecosystem',
    'Roadmap Highlights',
    'Team & Transparency',
    'Why Emberwild',
    'Join the Adventure',
  ],
  whitepaperMilestones: ['Q2 2025', 'Q3 2025', 'Q4 2025'],
} as const;
