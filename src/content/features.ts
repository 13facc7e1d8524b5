import type { Feature } from './types';

export const features = [
  {
    title: 'Open-World Exploration',
    description:
      'Roam a living jungle of drowned temples, canopy bridges and ember-lit caves. Every ruin hides a path, and every path hides a secret older than the flame.',
    color: 'jade',
    icon: 'compass',
  },
  {
    title: 'PvE & PvP Combat',
    description:
      'Face the beasts of the deep wilds, then test your mask against other players in fast, skill-first duels where timing beats grinding.',
    color: 'flame',
    icon: 'swords',
  },
  {
    title: 'Play-to-Earn Rewards',
    description:
      'Quests, victories and discoveries pay out in $EMBER. Your time in the jungle turns into tokens you truly own, on-chain.',
    color: 'gold',
    icon: 'coins',
  },
  {
    title: 'Flame Keys System',
    description:
      'Forge Flame Keys from the embers you gather. Each key opens a sealed realm with its own guardians, treasures and rules.',
    color: 'ember',
    icon: 'key',
  },
  {
    title: 'NFT Integration',
    description:
      'Masks, wings and gear are NFTs on Solana: equip them, upgrade them, trade them. What you earn in Emberwild is yours to keep.',
    color: 'violet',
    icon: 'gem',
  },
  {
    title: 'Community Tournaments',
    description:
      'Seasonal tournaments crown the fiercest masks. Climb the ladder with your tribe and share prize pools paid in $EMBER.',
    color: 'teal',
    icon: 'trophy',
  },
] as const satisfies readonly Feature[];
