import { act, fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { armoryDefaults, armorySlots, lookOf } from '../../../src/content/armory';
import { Armory } from '../../../src/sections/armory';
import { useArmoryStore } from '../../../src/stores/armory-store';
import { en } from '../../site-messages';
import { hydrate } from '../hydrate';
import { installMotionEnvironment } from '../motion-env';
import { inEnglish } from '../render-app';

/** The look the scene's host dresses the scene in: the one of the store's set. */
const sceneLook = () => lookOf(useArmoryStore.getState().equipped);

beforeEach(() => {
  installMotionEnvironment();
  useArmoryStore.setState({ equipped: armoryDefaults });
});

const checked = (container: HTMLElement) =>
  Object.fromEntries(
    armorySlots.map((slot) => [
      slot,
      container.querySelector<HTMLInputElement>(`input[name="armory-${slot}"]:checked`)?.value,
    ]),
  );
const radio = (container: HTMLElement, slot: string, id: string) =>
  container.querySelector<HTMLInputElement>(`input[name="armory-${slot}"][value="${id}"]`)!;

describe('the Armory', () => {
  it('is pre-rendered as a list of every item with the defaults checked', async () => {
    const page = await hydrate(await inEnglish(<Armory />));
    expect(page.html).toContain(en('armory.mask.moon.name'));
    expect(page.html).toContain(en('armory.mask.moon.description'));
    expect(page.html).toContain(en('armory.rarity.legendary'));
    expect(page.html).toContain(en('character.collectibles.wings.text'));
    expect(page.container.querySelectorAll('fieldset')).toHaveLength(3);
    expect(page.container.querySelectorAll('input[type="radio"][checked]')).toHaveLength(3);
    expect(page.errors).toEqual([]);
  });

  it('hydrates without a mismatch, then equips the set the link names and dresses the scene', async () => {
    window.history.replaceState(null, '', '/?mask=moon&wings=none&gear=charm');
    const page = await hydrate(await inEnglish(<Armory />));
    expect(page.errors).toEqual([]);
    expect(checked(page.container)).toEqual({ mask: 'moon', wings: 'none', gear: 'charm' });
    expect(sceneLook()).toEqual(lookOf({ mask: 'moon', wings: 'none', gear: 'charm' }));
    // Arriving changes nothing in the link.
    expect(window.location.search).toBe('?mask=moon&wings=none&gear=charm');
  });

  it('holds each still in <noscript> in the HTML, and shows it, lazy, once hydrated', async () => {
    const page = await hydrate(await inEnglish(<Armory />));
    const items = page.container.querySelectorAll('label').length;
    expect(page.html.match(/<noscript><picture>/g)).toHaveLength(items);
    expect(page.errors).toEqual([]);
    const stills = page.container.querySelectorAll<HTMLImageElement>('label picture img');
    expect(stills).toHaveLength(items);
    for (const still of stills) expect(still.getAttribute('loading')).toBe('lazy');
    expect(stills[0]?.alt).toBe(en('armory.stillAlt', { item: en('armory.mask.heartwood.name') }));
  });

  it('falls back to the defaults for an unknown or malformed link, without an error', async () => {
    window.history.replaceState(null, '', '/?mask=mythic&wings=%E0%A4%A&gear=');
    const page = await hydrate(await inEnglish(<Armory />));
    expect(page.errors).toEqual([]);
    expect(checked(page.container)).toEqual(armoryDefaults);
    expect(sceneLook()).toEqual(lookOf(armoryDefaults));
  });

  it('on a choice: dresses the scene and writes the link in place, keeping the rest of it', async () => {
    window.history.replaceState(null, '', '/?ref=y#character');
    const page = await hydrate(await inEnglish(<Armory />));
    const entries = window.history.length;
    act(() => fireEvent.click(radio(page.container, 'wings', 'moon')));
    expect(checked(page.container).wings).toBe('moon');
    expect(sceneLook()).toEqual(lookOf({ ...armoryDefaults, wings: 'moon' }));
    expect(window.location.search).toBe('?ref=y&mask=heartwood&wings=moon&gear=glaive');
    expect(window.location.hash).toBe('#character');
    expect(window.history.length).toBe(entries);
  });

  it('keeps a choice made on the pre-rendered radios before they hydrated', async () => {
    window.history.replaceState(null, '', '/?mask=ash');
    const page = await hydrate(await inEnglish(<Armory />), (container) => {
      // The visitor clicks before the section's code has arrived: the browser checks it.
      radio(container, 'gear', 'armour').checked = true;
    });
    expect(checked(page.container)).toEqual({ mask: 'ash', wings: 'ember', gear: 'armour' });
    expect(useArmoryStore.getState().equipped).toEqual({
      mask: 'ash',
      wings: 'ember',
      gear: 'armour',
    });
    expect(window.location.search).toBe('?mask=ash&wings=ember&gear=armour');
  });

  it('equips the set of an entry that Back or Forward returns to', async () => {
    const page = await hydrate(await inEnglish(<Armory />));
    act(() => {
      window.history.replaceState(null, '', '/?mask=verdant#features');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(checked(page.container).mask).toBe('verdant');
  });

  it('names each radio by its item and rarity, and describes it by its line', async () => {
    const page = await hydrate(await inEnglish(<Armory />));
    const moon = radio(page.container, 'mask', 'moon');
    const text = (ids: string | null) =>
      (ids ?? '')
        .split(' ')
        .map((id) => page.container.querySelector(`#${id}`)?.textContent)
        .join(' ');
    expect(text(moon.getAttribute('aria-labelledby'))).toBe(
      `${en('armory.mask.moon.name')} ${en('armory.rarity.legendary')}`,
    );
    expect(text(moon.getAttribute('aria-describedby'))).toBe(en('armory.mask.moon.description'));
  });
});
