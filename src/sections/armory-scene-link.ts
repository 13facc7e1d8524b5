import type { ArmoryLink } from '../scene/host/mount-scene';
import { useArmoryStore } from '../stores/armory-store';

/**
 * Marks the Armory's stage (armory-stage.tsx): the scene finds it by this, and its lists as its
 * parent. Named here, not there, so that the hero's code, which hands the scene this link, does
 * not pull the stage's stylesheet into the first screen's inlined CSS.
 */
export const ARMORY_STAGE_ATTRIBUTE = 'data-armory-stage';

/**
 * What the scene follows of the Armory, handed to it where the hero mounts it (hero-art.tsx): the
 * set in the Armory's store, and the boxes of the item lists and of the stage that sticks above
 * them (armory-stage.tsx), where a phone's story frames the Masked Flame while he is dressed. The
 * sections below the hero may not have hydrated yet: their pre-rendered elements are the same.
 */
export const armorySceneLink: ArmoryLink = {
  follow(dress) {
    dress(useArmoryStore.getState().equipped);
    return useArmoryStore.subscribe(({ equipped }, previous) => {
      if (equipped !== previous.equipped) dress(equipped);
    });
  },
  boxes() {
    const stage = document.querySelector(`[${ARMORY_STAGE_ATTRIBUTE}]`);
    // The stage sticks inside the lists' box, as useHoldingAttribute reads it.
    const lists = stage?.parentElement;
    return stage && lists ? { lists, stage } : null;
  },
};
