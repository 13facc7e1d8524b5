import { afterEach, describe, expect, it } from 'vitest';
import { armoryFromLink } from '../../../src/boot/armory-from-link';
import { lookPortraitPath, lookSets } from '../../../src/content/looks';
import { lookPortraitOfIds } from '../../../src/lib/armory-before-hydration';

// The pre-rendered Armory as the boot script meets it: one radio group per slot, the defaults
// checked, each card's still named in its box's style (sections/armory.tsx), and the stage's
// portrait naming its slots (sections/armory-stage.tsx).
function armory() {
  const card = (slot: string, id: string, checked: boolean) =>
    `<label><input type="radio" name="armory-${slot}" value="${id}"${checked ? ' checked' : ''}>` +
    `<span style="--still: url(/assets/${slot}-${id}.avif)"></span></label>`;
  document.body.innerHTML = [
    card('mask', 'heartwood', true),
    card('mask', 'ash', false),
    card('wings', 'ember', true),
    card('wings', 'none', false),
    '<span data-armory-portrait="mask wings"></span>',
  ].join('');
}

function arrive(search: string) {
  history.replaceState(null, '', `/${search}#armory`);
  armory();
  armoryFromLink();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const checked = (slot: string) =>
  document.querySelector<HTMLInputElement>(`input[name="armory-${slot}"]:checked`)?.value;
const stageStill = (slot: string) =>
  document.documentElement.style.getPropertyValue(`--look-${slot}`);
const portrait = () => document.documentElement.style.getPropertyValue('--look-portrait');

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  history.replaceState(null, '', '/');
});

describe('a shared look arriving before the Armory hydrates', () => {
  it("checks the link's items and gives the stage their stills", () => {
    arrive('?mask=ash&wings=none');
    expect(checked('mask')).toBe('ash');
    expect(checked('wings')).toBe('none');
    expect(stageStill('mask')).toBe('url(/assets/mask-ash.avif)');
    expect(stageStill('wings')).toBe('url(/assets/wings-none.avif)');
  });

  it("gives the stage's portrait the set the radios hold, a default where unnamed", () => {
    arrive('?wings=none');
    expect(portrait()).toBe('url(/looks/heartwood-none.avif)');
  });

  it("names a set's portrait as the Armory does, for every set", () => {
    for (const set of lookSets())
      expect(lookPortraitOfIds([set.mask, set.wings, set.gear])).toBe(lookPortraitPath(set));
  });

  it('leaves a slot at its default where the link names no item of it, as the Armory does', () => {
    arrive('?mask=mythic&wings=%3Cscript%3E&gear=charm&ref=launch');
    expect(checked('mask')).toBe('heartwood');
    expect(checked('wings')).toBe('ember');
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('reads a slot named twice as the Armory reads it: the first', () => {
    arrive('?mask=ash&mask=heartwood');
    expect(checked('mask')).toBe('ash');
  });

  it('does nothing on a page whose link names no look', () => {
    arrive('');
    expect(checked('mask')).toBe('heartwood');
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
