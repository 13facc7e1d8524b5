import type { Mechanic } from './types';

export const mechanics = [
  {
    title: 'Flame Keys Unlock Realms',
    description:
      'Gather embers, forge a Flame Key and turn it in a sealed gate. Each realm — the Sunken Canopy, the Ash Temple, the Moonlit Falls — plays by its own rules.',
    icon: 'key',
  },
  {
    title: 'Power Progression',
    description:
      'Your mask grows with you. Level abilities, fuse gear and awaken wings to fight higher, glide farther and burn brighter.',
    icon: 'trending-up',
  },
  {
    title: 'Realm Mastery',
    description:
      'Clear every trial in a realm to master it. Mastery unlocks legendary drops, tournament seeds and a bigger share of the reward pool.',
    icon: 'crown',
  },
] as const satisfies readonly Mechanic[];

export const gameplayDemo = {
  title: 'Gameplay Demo - Coming Soon',
  note: 'The first look at the jungle is being forged. Follow the community to see it first.',
  /** These controls are shown but do nothing yet: the game is not out. */
  actions: ['Watch Trailer', 'Start Playing', 'Learn More'],
  unavailable: 'Coming soon — not available yet',
} as const;
