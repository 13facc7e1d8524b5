import type { AllocationEntry } from './types';

export const allocation = [
  { name: 'Public Sale', percent: 10, color: 'gold', icon: 'shopping-bag' },
  { name: 'Game Development', percent: 20, color: 'flame', icon: 'hammer' },
  { name: 'Player Rewards', percent: 30, color: 'jade', icon: 'trophy' },
  { name: 'DAO Treasury', percent: 20, color: 'violet', icon: 'landmark' },
  { name: 'Team & Advisors', percent: 10, color: 'teal', icon: 'users' },
  { name: 'Liquidity & Security', percent: 10, color: 'rose', icon: 'shield' },
] as const satisfies readonly AllocationEntry[];
