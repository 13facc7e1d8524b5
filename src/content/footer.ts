import { paths } from './paths';
import { site } from './site';
import type { FooterColumn } from './types';

export const footerColumns = [
  {
    title: 'footer.game.title',
    links: [
      { kind: 'placeholder', label: 'footer.game.gameplay' },
      { kind: 'placeholder', label: 'footer.game.characters' },
      { kind: 'placeholder', label: 'footer.game.marketplace' },
      { kind: 'placeholder', label: 'footer.game.tournaments' },
    ],
  },
  {
    title: 'footer.token.title',
    links: [
      { kind: 'placeholder', label: 'footer.token.tokenomics' },
      { kind: 'placeholder', label: 'footer.token.staking' },
      { kind: 'placeholder', label: 'footer.token.buy' },
      { kind: 'internal', label: 'footer.token.documentation', href: paths.whitepaper },
    ],
  },
  {
    title: 'footer.community.title',
    links: [
      { kind: 'external', label: 'footer.community.website', href: site.links.website },
      { kind: 'external', label: 'footer.community.chat', href: site.links.community },
      { kind: 'external', label: 'footer.community.support', href: site.links.support },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const footerSocial = {
  social: { label: 'footer.follow', href: site.links.social },
  /** A brand name, the same in every language. */
  discord: { label: 'Discord', note: 'footer.discordNote' },
} as const;

export const footerNote = {
  placeholder: 'footer.placeholder',
  legal: 'footer.legal',
  /** The copyright year in the legal line. */
  year: 2025,
} as const;
