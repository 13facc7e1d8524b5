import type { IconName } from './types';

export const character = {
  name: 'The Masked Flame',
  story: [
    'Long before the jungle had a name, a fire fell from the sky and sank into the roots of the oldest tree. The tribes who guarded it carved a mask from its heartwood, and the fire took the mask as its home.',
    'Now the guardians are gone, the realms are sealed, and the mask has chosen a new bearer: you. Wear it, and the flame burns through you — lighting hidden paths, waking old powers and marking you as a rival to everything that hunts in the green dark.',
  ],
  abilities: [
    {
      name: 'Emberbrand',
      text: 'Mark a foe with living fire that spreads to the next one you strike.',
    },
    {
      name: 'Canopy Glide',
      text: 'Unfold ember wings and cross whole valleys on the warm air of the flame.',
    },
    {
      name: 'Heartwood Ward',
      text: 'Call the mask’s old roots around you to turn a killing blow.',
    },
  ],
  collectibles: [
    {
      name: 'Masks',
      icon: 'flame',
      text: 'The soul of every hero. Each NFT mask carries its own flame, ability set and rarity.',
    },
    {
      name: 'Wings',
      icon: 'feather',
      text: 'Ember, ash and moon wings that change how far and how fast you travel the realms.',
    },
    {
      name: 'Gear',
      icon: 'shield',
      text: 'Blades, charms and armour forged from realm loot — upgrade them, or burn them to craft.',
    },
  ],
} as const satisfies {
  name: string;
  story: readonly string[];
  abilities: readonly { name: string; text: string }[];
  collectibles: readonly { name: string; icon: IconName; text: string }[];
};
