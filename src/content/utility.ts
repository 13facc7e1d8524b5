import type { UtilityEntry } from './types';

export const tokenUtility = [
  { text: 'In-game purchases, boosters and realm access', icon: 'shopping-bag' },
  { text: 'Staking for legendary mask NFTs', icon: 'lock' },
  { text: 'Tournament prizes', icon: 'trophy' },
  { text: 'Crafting with burn', icon: 'flame' },
  { text: 'Governance voting', icon: 'vote' },
  { text: 'Exclusive content', icon: 'sparkles' },
] as const satisfies readonly UtilityEntry[];
