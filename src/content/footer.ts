import { paths } from './paths';
import { site } from './site';
import type { FooterColumn } from './types';

export const footerColumns = [
  {
    title: 'Game',
    links: [
      { kind: 'placeholder', label: 'Gameplay' },
      { kind: 'placeholder', label: 'Characters' },
      { kind: 'placeholder', label: 'NFT Marketplace' },
      { kind: 'placeholder', label: 'Tournaments' },
    ],
  },
  {
    title: 'Token',
    links: [
      { kind: 'placeholder', label: 'Tokenomics' },
      { kind: 'placeholder', label: 'Staking' },
      { kind: 'placeholder', label: `Buy ${site.token.symbol}` },
      { kind: 'internal', label: 'Documentation', href: paths.whitepaper },
    ],
  },
  {
    title: 'Community',
    links: [
      { kind: 'external', label: 'Website', href: site.links.website },
      { kind: 'external', label: 'Community Chat', href: site.links.community },
      { kind: 'external', label: 'Support', href: site.links.support },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const footerSocial = {
  social: { label: `Follow ${site.socialHandle}`, href: site.links.social },
  discord: { label: 'Discord', note: 'Discord opens soon' },
} as const;

export const footerNote = {
  placeholder: 'Coming soon',
  legal: `© 2025 ${site.name}. ${site.token.symbol} is a utility token for the ${site.name} game. Nothing on this site is financial advice.`,
} as const;
