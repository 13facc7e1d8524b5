import type { AllocationEntry } from './types';

export const allocation = [
  { name: 'allocation.publicSale', percent: 10, color: 'gold', icon: 'shopping-bag' },
  { name: 'allocation.development', percent: 20, color: 'flame', icon: 'hammer' },
  { name: 'allocation.rewards', percent: 30, color: 'jade', icon: 'trophy' },
  { name: 'allocation.treasury', percent: 20, color: 'violet', icon: 'landmark' },
  { name: 'allocation.team', percent: 10, color: 'teal', icon: 'users' },
  { name: 'allocation.liquidity', percent: 10, color: 'rose', icon: 'shield' },
] as const satisfies readonly AllocationEntry[];
