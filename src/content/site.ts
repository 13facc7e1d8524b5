/**
 * The one place for names, numbers and destinations. Operators change the site here
 * (or through environment variables at build time), never in components.
 */
export const site = {
  name: 'Emberwild',
  tagline: 'Rise of the Masked Flame',
  description:
    'Emberwild is a play-to-earn jungle adventure on Solana. Wear the burning mask, unlock lost realms with Flame Keys and earn $EMBER.',
  siteUrl: 'https://emberwild.example',
  token: {
    symbol: '$EMBER',
    ticker: 'EMBER',
    maxSupply: 1_000_000_000,
    launchMarketCapUsd: 60_000,
    audited: true,
  },
  network: 'Solana',
  genre: 'Play-to-Earn',
  /** A placeholder: the operator sets the real mint address on launch day. */
  contractAddress: 'EMBRwLd7qK3xV9fT2pZcN8hJ4mYgR6sUaB1eDtQpump',
  links: {
    playNow: 'https://play.emberwild.example',
    community: 'https://chat.emberwild.example/join',
    support: 'https://support.emberwild.example',
    social: 'https://social.example/@emberwild',
    website: 'https://emberwild.example',
  },
  socialHandle: '@emberwild',
} as const;

export type Site = typeof site;
