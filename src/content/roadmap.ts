import type { PhaseStatus, RoadmapPhase } from './types';

export const roadmap = [
  {
    phase: 'Phase 1',
    title: 'Ignition',
    status: 'current',
    items: [
      '$EMBER launch on Solana',
      'Audited token contract',
      'Community hubs open',
      'Whitepaper v1.0',
    ],
  },
  {
    phase: 'Phase 2',
    title: 'Awakening',
    status: 'upcoming',
    items: [
      'Genesis mask NFT mint',
      'Staking for legendary masks',
      'Closed alpha in the Sunken Canopy',
      'NFT marketplace',
    ],
  },
  {
    phase: 'Phase 3',
    title: 'Wildfire',
    status: 'future',
    items: [
      'Open beta with play-to-earn rewards',
      'PvP arenas and ranked seasons',
      'Wings and gear crafting with burn',
      'DAO governance voting',
    ],
  },
  {
    phase: 'Phase 4',
    title: 'Realm of Legends',
    status: 'future',
    items: [
      'Full launch on desktop and mobile',
      'Community tournaments with $EMBER prize pools',
      'New realms unlocked by Flame Keys',
      'Partnerships and exchange listings',
    ],
  },
] as const satisfies readonly RoadmapPhase[];

/** What each status is called on screen; status drives only color, icon and this label. */
export const phaseStatusLabel = {
  completed: 'Completed',
  current: 'In progress',
  upcoming: 'Up next',
  future: 'Planned',
} as const satisfies Record<PhaseStatus, string>;
