import {
  ARMORY_PORTRAIT_ATTRIBUTE,
  armoryRadioName,
  LOOK_PORTRAIT_PROPERTY,
  lookPortraitOfIds,
  lookStillProperty,
} from '../lib/armory-before-hydration';

/*
 * A shared look's link (`/?mask=ash&wings=ash&gear=armour#armory`, docs/share.md) lands on the
 * Armory seconds before its sections hydrate, and their pre-rendered radios hold the default set.
 * Once the page is parsed, the link's items are checked here (each card's style follows its radio)
 * and the stage's stills show them (custom properties on <html> that its boxes read), as does its
 * portrait of the set on a wide screen, so the visitor never sees the default set first. Hydrated,
 * the Armory reads the same link and agrees (sections/use-armory-link.ts). A slot or an item the
 * page has no radio for is left alone: the Armory keeps that slot's default too.
 */
export function armoryFromLink(doc: Document = document): void {
  if (!doc.location.search) return;
  const params = new URLSearchParams(doc.location.search);
  const apply = () => {
    let changed = false;
    for (const slot of new Set(params.keys())) {
      const id = params.get(slot);
      for (const radio of doc.getElementsByName(armoryRadioName(slot))) {
        if (!(radio instanceof HTMLInputElement) || radio.value !== id) continue;
        radio.checked = changed = true;
        const still = radio.closest('label')?.querySelector<HTMLElement>('[style*="--still"]');
        const url = still?.style.getPropertyValue('--still');
        if (url) doc.documentElement.style.setProperty(lookStillProperty(slot), url);
      }
    }
    if (changed) showCheckedSet(doc);
  };
  doc.addEventListener('DOMContentLoaded', apply, { once: true });
}

/** The stage's portrait shows the set the radios hold now: its slots' checked ids, in its order. */
function showCheckedSet(doc: Document) {
  const slots = doc.querySelector(`[${ARMORY_PORTRAIT_ATTRIBUTE}]`);
  const ids = slots
    ?.getAttribute(ARMORY_PORTRAIT_ATTRIBUTE)
    ?.split(' ')
    .map(
      (slot) =>
        doc.querySelector<HTMLInputElement>(`[name=${armoryRadioName(slot)}]:checked`)?.value ?? '',
    );
  if (ids?.every(Boolean))
    doc.documentElement.style.setProperty(LOOK_PORTRAIT_PROPERTY, `url(${lookPortraitOfIds(ids)})`);
}
