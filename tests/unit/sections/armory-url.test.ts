import { afterEach, describe, expect, it } from 'vitest';
import { armoryDefaults, armoryItems, itemsOf } from '../../../src/content/armory';
import { parseArmory, serialiseArmory, writeArmoryToUrl } from '../../../src/sections/armory-url';

const moonSet = { mask: 'moon', wings: 'none', gear: 'charm' } as const;

describe('the set in the link', () => {
  it('round-trips every item of every slot', () => {
    for (const mask of itemsOf('mask'))
      for (const wings of itemsOf('wings'))
        for (const gear of itemsOf('gear')) {
          const set = { mask: mask.id, wings: wings.id, gear: gear.id };
          expect(parseArmory(serialiseArmory(set, ''))).toEqual(set);
        }
  });

  it('writes one parameter per slot, in slot order', () => {
    expect(serialiseArmory(moonSet, '')).toBe('?mask=moon&wings=none&gear=charm');
  });

  it('writes nothing for the defaults, and takes its parameters out again', () => {
    expect(serialiseArmory(armoryDefaults, '')).toBe('');
    expect(serialiseArmory(armoryDefaults, '?mask=moon&wings=none&gear=charm')).toBe('');
    expect(parseArmory('')).toEqual(armoryDefaults);
  });

  it('writes every slot once one differs, so a shared link does not lean on the defaults', () => {
    expect(serialiseArmory({ ...armoryDefaults, gear: 'armour' }, '')).toBe(
      '?mask=heartwood&wings=ember&gear=armour',
    );
  });

  it('keeps the link’s other parameters where they were', () => {
    expect(serialiseArmory(moonSet, '?utm_source=x&mask=ash&ref=y')).toBe(
      '?utm_source=x&mask=moon&ref=y&wings=none&gear=charm',
    );
    expect(serialiseArmory(armoryDefaults, '?utm_source=x&mask=ash&ref=y')).toBe(
      '?utm_source=x&ref=y',
    );
    expect(parseArmory('?utm_source=x&mask=moon&wings=none&gear=charm&ref=y')).toEqual(moonSet);
  });

  it('falls back to a slot’s default for an unknown, empty or malformed value, and never throws', () => {
    const cases = [
      '?mask=mythic',
      '?mask=',
      '?mask',
      '?mask=MOON',
      '?mask=moon%',
      '?mask=%E0%A4%A',
      '?wings=glaive',
      '?gear=%3Cscript%3E',
      '?mask[]=moon',
      '?mask=__proto__&wings=constructor',
      '&&&==&',
      '?????',
    ];
    for (const search of cases) expect(parseArmory(search), search).toEqual(armoryDefaults);
    expect(parseArmory('?mask=nope&wings=none&gear=%ZZ')).toEqual({
      ...armoryDefaults,
      wings: 'none',
    });
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseArmory('?mask=moon&mask=ash').mask).toBe('moon');
    expect(parseArmory('?mask=oops&mask=ash').mask).toBe(armoryDefaults.mask);
  });

  it('reads the link without the leading ?, as URLSearchParams does', () => {
    expect(parseArmory('mask=moon&wings=none&gear=charm')).toEqual(moonSet);
  });

  it('covers every item: an id needs no escaping in a link', () => {
    for (const item of armoryItems) expect(encodeURIComponent(item.id)).toBe(item.id);
  });
});

describe('writing the set into the page’s link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the current entry (Back does not step through choices), keeping the #fragment', () => {
    window.history.replaceState({ kept: true }, '', '/?ref=y#character');
    const entries = window.history.length;
    writeArmoryToUrl(moonSet);
    expect(window.location.search).toBe('?ref=y&mask=moon&wings=none&gear=charm');
    expect(window.location.hash).toBe('#character');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
    writeArmoryToUrl(armoryDefaults);
    expect(window.location.search).toBe('?ref=y');
    expect(window.history.length).toBe(entries);
  });
});
