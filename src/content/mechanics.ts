import type { MessageId } from './messages';
import type { Mechanic } from './types';

export const mechanics = [
  { title: 'gameplay.realms.title', description: 'gameplay.realms.description', icon: 'key' },
  {
    title: 'gameplay.progression.title',
    description: 'gameplay.progression.description',
    icon: 'trending-up',
  },
  { title: 'gameplay.mastery.title', description: 'gameplay.mastery.description', icon: 'crown' },
] as const satisfies readonly Mechanic[];

export const gameplayDemo = {
  title: 'gameplay.demo.title',
  note: 'gameplay.demo.note',
  /** These controls are shown but do nothing yet: the game is not out. */
  actions: ['gameplay.demo.trailer', 'gameplay.demo.start', 'gameplay.demo.learn'],
  unavailable: 'gameplay.demo.unavailable',
} as const satisfies {
  title: MessageId;
  note: MessageId;
  actions: readonly MessageId[];
  unavailable: MessageId;
};
