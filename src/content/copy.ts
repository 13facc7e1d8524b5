import { site } from './site';

/** Interface wording that is not a list: labels, headings, toasts and error screens. */
export const copy = {
  nav: {
    label: 'Main',
    home: `${site.name} home`,
    /** The home page's stations, in page order: the timeline and the section navigation. */
    sections: [
      { id: 'character', label: 'Character' },
      { id: 'features', label: 'Features' },
      { id: 'gameplay', label: 'Gameplay' },
      { id: 'tokenomics', label: 'Tokenomics' },
      { id: 'roadmap', label: 'Roadmap' },
    ],
    whitepaper: 'Whitepaper',
    /** The compact menu on small screens; it names the section being read when there is one. */
    menu: 'Menu',
    menuCurrent: 'Menu, now reading',
  },
  timeline: {
    progress: 'Journey through the page',
  },
  skipLink: 'Skip to content',
  hero: {
    badgesLabel: 'Highlights',
    playNow: 'Play Now',
    joinCommunity: 'Join Community',
    whitepaper: 'Whitepaper',
    marketCapLabel: 'Launch market cap',
    contractLabel: 'Contract address',
    copyLabel: 'Copy',
    copyAccessibleLabel: 'Copy contract address',
    newTab: '(opens in a new tab)',
    imageAlt:
      'The Masked Flame: a jungle warrior in a carved wooden mask whose eyes and crest burn with living fire, embers rising into the dark canopy.',
  },
  sections: {
    character: {
      eyebrow: 'The hero',
      title: 'The Masked Flame',
      abilities: 'Abilities',
      gear: 'Masks, wings & gear',
    },
    features: { eyebrow: 'Why you will play', title: 'Game Features' },
    gameplay: { eyebrow: 'How it plays', title: 'Gameplay Mechanics' },
    tokenomics: {
      eyebrow: `The ${site.token.symbol} token`,
      title: 'Tokenomics',
      maxSupply: 'Max supply',
      marketCap: 'Launch market cap',
      contract: 'Smart contract',
      audited: 'Audited',
      allocation: 'Token allocation',
      allocationName: 'Allocation',
      allocationShare: 'Share',
      utility: 'Token utility',
    },
    roadmap: { eyebrow: 'The journey', title: 'Roadmap' },
  },
  toast: {
    copied: { title: 'Copied!', description: 'Contract address copied to clipboard' },
    copyFailed: { title: 'Copy failed', description: 'Please copy the address manually' },
    dismiss: 'Dismiss notification',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    home: 'Return to Home',
    logPrefix: '404 Error: User attempted to access non-existent route:',
  },
  error: {
    title: 'Unexpected Application Error!',
    body: 'Something went wrong while showing this page. Reload to try again.',
    reload: 'Reload the page',
    home: 'Return to Home',
  },
} as const;

export type SectionId = (typeof copy.nav.sections)[number]['id'];
