import { afterEach, describe, expect, it } from 'vitest';
import { holdHoverUntilHydrated } from '../../../src/sections/hover-until-hydrated';

afterEach(() => document.body.replaceChildren());

/** A root container, as React's, with an island and a part outside it; counts what reaches it. */
function page() {
  const root = document.createElement('div');
  const island = document.createElement('section');
  const heading = document.createElement('h2');
  const outside = document.createElement('p');
  island.append(heading);
  root.append(outside, island);
  document.body.append(root);
  const seen: string[] = [];
  for (const type of ['mouseover', 'pointerover', 'mousemove', 'click'])
    for (const capture of [true, false])
      root.addEventListener(
        type,
        (event) => seen.push(`${event.type}@${(event.target as Element).tagName}`),
        { capture },
      );
  return { island, heading, outside, seen };
}

const over = (target: Element) => {
  target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  target.dispatchEvent(new Event('pointerover', { bubbles: true }));
};

describe('holdHoverUntilHydrated', () => {
  it('keeps hover events on the island from the root, in either phase', () => {
    const { island, heading, seen } = page();
    holdHoverUntilHydrated((target) => island.contains(target));
    over(heading);
    over(island);
    expect(seen).toEqual([]);
  });

  it('lets everything else through: hover elsewhere, moves and clicks on the island', () => {
    const { island, heading, outside, seen } = page();
    holdHoverUntilHydrated((target) => island.contains(target));
    over(outside);
    heading.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    heading.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(seen).toEqual([
      'mouseover@P',
      'mouseover@P',
      'pointerover@P',
      'pointerover@P',
      'mousemove@H2',
      'mousemove@H2',
      'click@H2',
      'click@H2',
    ]);
  });

  it('lets hover on the island through once released', () => {
    const { island, heading, seen } = page();
    const release = holdHoverUntilHydrated((target) => island.contains(target));
    release();
    over(heading);
    expect(seen).toEqual(['mouseover@H2', 'mouseover@H2', 'pointerover@H2', 'pointerover@H2']);
  });
});
