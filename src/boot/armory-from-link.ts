import { armoryRadioName, lookStillProperty } from '../lib/armory-before-hydration';

/*
 * A shared look's link (`/?mask=ash&wings=ash&gear=armour#armory`, docs/share.md) lands on the
 * Armory seconds before its sections hydrate, and their pre-rendered radios hold the default set.
 * Once the page is parsed, the link's items are checked here (each card's style follows its radio)
 * and the stage's stills show them (custom properties on <html> that its boxes read), so the
 * visitor never sees the default set first. Hydrated, the Armory reads the same link and agrees
 * (sections/use-armory-link.ts). A slot or an item the page has no radio for is left alone: the
 * Armory keeps that slot's default too.
 */
export function armoryFromLink(doc: Document = document): void {
  if (!doc.location.search) return;
  const params = new URLSearchParams(doc.location.search);
  const apply = () => {
    for (const slot of new Set(params.keys())) {
      const id = params.get(slot);
      for (const radio of doc.getElementsByName(armoryRadioName(slot))) {
        if (!(radio instanceof HTMLInputElement) || radio.value !== id) continue;
        radio.checked = true;
        const still = radio.closest('label')?.querySelector<HTMLElement>('[style*="--still"]');
        const url = still?.style.getPropertyValue('--still');
        if (url) doc.documentElement.style.setProperty(lookStillProperty(slot), url);
      }
    }
  };
  doc.addEventListener('DOMContentLoaded', apply, { once: true });
}
