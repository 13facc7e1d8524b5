import { applySiteEnv, type SiteEnv } from './site-env.ts';

/**
 * The one place for names, numbers and destinations (words, the tagline included, are messages:
 * src/locales/<code>/messages.json). Operators change the site here (or, for
 * the site URL, contract address and links, through environment variables at build time — see
 * .env.example), never in components. `npm run build` validates the result (site-schema.ts).
 */
export const siteDefaults = {
  name: 'Emberwild',
  siteUrl: 'https://emberwild.example',
  token: {
    symbol: '$EMBER',
    ticker: 'EMBER',
    maxSupply: 1_000_000_000,
    launchMarketCapUsd: 60_000,
    audited: true,
  },
  network: 'Solana',
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

// Each key is read by name so the build inlines exactly these values and no other variable.
// import.meta.env does not exist when vite.config.ts itself loads this file.
const env: SiteEnv =
  typeof import.meta.env === 'object'
    ? {
        SITE_URL: import.meta.env.SITE_URL,
        CONTRACT_ADDRESS: import.meta.env.CONTRACT_ADDRESS,
        LINK_PLAY_NOW: import.meta.env.LINK_PLAY_NOW,
        LINK_COMMUNITY: import.meta.env.LINK_COMMUNITY,
        LINK_SUPPORT: import.meta.env.LINK_SUPPORT,
        LINK_SOCIAL: import.meta.env.LINK_SOCIAL,
        LINK_WEBSITE: import.meta.env.LINK_WEBSITE,
      }
    : {};

export const site = applySiteEnv(siteDefaults, env);

export type Site = typeof site;
