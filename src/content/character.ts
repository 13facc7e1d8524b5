import type { MessageId } from './messages';

/** The hero's story and abilities; what he wears is the Armory's (./armory.ts). */
export const character = {
  name: 'character.name',
  story: ['character.story.origin', 'character.story.bearer'],
  abilities: [
    { name: 'character.abilities.emberbrand.name', text: 'character.abilities.emberbrand.text' },
    { name: 'character.abilities.glide.name', text: 'character.abilities.glide.text' },
    { name: 'character.abilities.ward.name', text: 'character.abilities.ward.text' },
  ],
} as const satisfies {
  name: MessageId;
  story: readonly MessageId[];
  abilities: readonly { name: MessageId; text: MessageId }[];
};
