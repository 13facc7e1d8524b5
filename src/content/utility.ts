import type { UtilityEntry } from './types';

export const tokenUtility = [
  { text: 'utility.purchases', icon: 'shopping-bag' },
  { text: 'utility.staking', icon: 'lock' },
  { text: 'utility.prizes', icon: 'trophy' },
  { text: 'utility.crafting', icon: 'flame' },
  { text: 'utility.governance', icon: 'vote' },
  { text: 'utility.exclusive', icon: 'sparkles' },
] as const satisfies readonly UtilityEntry[];
