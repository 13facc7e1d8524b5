import { useEffect, type RefObject } from 'react';
import { armorySlots, setOf, type ArmorySlot } from '../content/armory';
import { useArmoryStore } from '../stores/armory-store';
import { armoryRadioName } from '../lib/armory-before-hydration';
import { parseArmory, writeArmoryToUrl } from './armory-url';

/**
 * Keeps the equipped set and the page's link together (the scene follows the store). Once mounted:
 * the set the link names is equipped (a slot it does not name, or names wrongly, keeps its
 * default), unless the visitor already chose on the pre-rendered radios before they hydrated (React
 * leaves a radio as the visitor set it): that choice wins, and goes into the link. Before then the
 * radios showed the link's set (the boot script checks it, boot/armory-from-link.ts): a radio
 * other than the link's and the rendered one is the visitor's. From then on every change is
 * written into the link. Back or Forward onto an entry of this page (an in-page #link made one)
 * equips its set.
 */
export function useArmoryLink(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const store = useArmoryStore;
    const rendered = store.getState().equipped;
    const linked = parseArmory(window.location.search);
    const early: Partial<Record<ArmorySlot, string>> = {};
    for (const slot of armorySlots) {
      const checked = root.current?.querySelector<HTMLInputElement>(
        `input[name="${armoryRadioName(slot)}"]:checked`,
      );
      if (checked && checked.value !== rendered[slot] && checked.value !== linked[slot])
        early[slot] = checked.value;
    }
    const start = setOf({ ...linked, ...early });
    store.getState().equipSet(start);
    if (Object.keys(early).length > 0) writeArmoryToUrl(start);

    const stopListening = store.subscribe((state, previous) => {
      if (state.equipped !== previous.equipped) writeArmoryToUrl(state.equipped);
    });
    const onPopState = () => store.getState().equipSet(parseArmory(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => {
      stopListening();
      window.removeEventListener('popstate', onPopState);
    };
  }, [root]);
}
