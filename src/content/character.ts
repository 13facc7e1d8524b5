import type { MessageId } from './messages';
import type { IconName } from './types';

export const character = {
  name: 'character.name',
  story: ['character.story.origin', 'character.story.bearer'],
  abilities: [
    { name: 'character.abilities.emberbrand.name', text: 'character.abilities.emberbrand.text' },
    { name: 'character.abilities.glide.name', text: 'character.abilities.glide.text' },
    { name: 'character.abilities.ward.name', text: 'character.abilities.ward.text' },
  ],
  collectibles: [
    {
      name: 'character.collectibles.masks.name',
      icon: 'flame',
      text: 'character.collectibles.masks.text',
    },
    {
      name: 'character.collectibles.wings.name',
      icon: 'feather',
      text: 'character.collectibles.wings.text',
    },
    {
      name: 'character.collectibles.gear.name',
      icon: 'shield',
      text: 'character.collectibles.gear.text',
    },
  ],
} as const satisfies {
  name: MessageId;
  story: readonly MessageId[];
  abilities: readonly { name: MessageId; text: MessageId }[];
  collectibles: readonly { name: MessageId; icon: IconName; text: MessageId }[];
};
