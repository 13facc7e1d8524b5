/**
 * The words and figures the product's source document fixes (the seed, quoted by SPEC.md),
 * written out once. Only tests/unit/content/seed.test.ts reads them: it holds src/content and the
 * English catalogue to them. Every other test expects what the content says (english-page.ts),
 * so a change of the content turns red only that one test, which says whether to change this
 * file too (the business changed the figure) or to put the content back.
 */
export const seed = {
  name: 'Emberwild',
  tagline: 'Rise of the Masked Flame',
  symbol: '$EMBER',
  ticker: 'EMBER',
  network: 'Solana',
  audited: true,
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
  /** Flame Keys unlock realms; power progression; realm mastery. */
  mechanicsCount: 3,
  /** Purchases, staking, prizes, crafting, governance, exclusive content. */
  tokenUtilityCount: 6,
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
