import type { Feature } from './types';

// The words are messages (src/locales/<code>/messages.json); content keeps what is not language.
export const features = [
  {
    title: 'features.exploration.title',
    description: 'features.exploration.description',
    color: 'jade',
    icon: 'compass',
  },
  {
    title: 'features.combat.title',
    description: 'features.combat.description',
    color: 'flame',
    icon: 'swords',
  },
  {
    title: 'features.rewards.title',
    description: 'features.rewards.description',
    color: 'gold',
    icon: 'coins',
  },
  {
    title: 'features.flameKeys.title',
    description: 'features.flameKeys.description',
    color: 'ember',
    icon: 'key',
  },
  {
    title: 'features.nft.title',
    description: 'features.nft.description',
    color: 'violet',
    icon: 'gem',
  },
  {
    title: 'features.tournaments.title',
    description: 'features.tournaments.description',
    color: 'teal',
    icon: 'trophy',
  },
] as const satisfies readonly Feature[];
