import { formatNumber } from '../lib/format';
import { site } from './site';
import { tokenUtility } from './utility';

export interface WhitepaperBlock {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  milestones?: readonly { period: string; items: readonly string[] }[];
}

export const whitepaperMeta = {
  title: `${site.name} Whitepaper`,
  version: 'Version 1.0',
  launchNote: 'Launching June 2025',
  backLabel: 'Back to home',
  disclaimerTitle: 'Disclaimer',
  disclaimer: `This whitepaper is for informational purposes only and does not constitute financial advice, an offer or a solicitation to buy ${site.token.symbol} or any other asset. Crypto assets are volatile; do your own research before you take part.`,
} as const;

export const whitepaperSections = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `${site.name} is a play-to-earn jungle adventure on ${site.network}. Players take up a mask that burns with a living flame, explore sealed realms and earn ${site.token.symbol} for what they discover, defeat and build.`,
      'We are building a game first: one that is worth playing for its world and its combat, with an economy that rewards time and skill instead of speculation.',
    ],
  },
  {
    id: 'the-game',
    title: 'The Game',
    paragraphs: [
      'The jungle is an open world of ruins, rivers and canopy roads. Flame Keys, forged from embers found in the wild, open sealed realms with their own guardians and rules.',
      'Heroes grow through power progression — abilities, gear and wings — and prove themselves through realm mastery, PvE hunts and PvP duels. Masks, wings and gear are NFTs owned by the players.',
    ],
  },
  {
    id: 'token-utility',
    title: 'Token Utility',
    paragraphs: [
      `${site.token.symbol} is the fuel of the jungle, with a fixed maximum supply of ${formatNumber(site.token.maxSupply)} tokens on ${site.network}. It is used for:`,
    ],
    list: tokenUtility.map((entry) => entry.text),
  },
  {
    id: 'community-ecosystem',
    title: 'Community & Ecosystem',
    paragraphs: [
      'Players shape Emberwild. Community tournaments, creator programmes and DAO voting give the tribe a real voice in new realms, balance changes and the use of the treasury.',
      'A share of every season’s rewards flows back to the players who keep the jungle alive: explorers, fighters, guides and builders.',
    ],
  },
  {
    id: 'roadmap-highlights',
    title: 'Roadmap Highlights',
    paragraphs: ['The path from token launch to a living game, quarter by quarter:'],
    milestones: [
      {
        period: 'Q2 2025',
        items: ['Finalize contracts', 'Community building', 'Private and public sale'],
      },
      { period: 'Q3 2025', items: ['Alpha release', 'NFT marketplace', 'Staking'] },
      {
        period: 'Q4 2025',
        items: ['Beta with play-to-earn', 'DAO voting', 'Partnerships and listings'],
      },
    ],
  },
  {
    id: 'team-transparency',
    title: 'Team & Transparency',
    paragraphs: [
      'Emberwild is made by game developers, artists and on-chain engineers who have shipped games and protocols before. The token contract is audited, team tokens are a fixed share of the allocation, and treasury moves are public on-chain.',
      'We publish progress openly: devlogs, playable builds and the state of the roadmap, including what slipped and why.',
    ],
  },
  {
    id: 'why-emberwild',
    title: `Why ${site.name}`,
    paragraphs: [
      'Most play-to-earn games are economies with a game attached. Emberwild is the other way around: a hand-crafted adventure whose rewards come from playing it well.',
      'Owned items, a capped supply, audited contracts and community governance make the jungle a place worth investing your time in.',
    ],
  },
  {
    id: 'join-the-adventure',
    title: 'Join the Adventure',
    paragraphs: [
      'The mask is waiting. Join the community, follow the launch and be among the first to light the flame when the realms open.',
    ],
  },
] as const satisfies readonly WhitepaperBlock[];
