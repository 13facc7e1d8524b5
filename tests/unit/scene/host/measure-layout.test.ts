import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionIds } from '../../../../src/content/copy';
import { measureLayout } from '../../../../src/scene/host/measure-layout';

const scrollY = 1200;
/** Where each part starts on the page (the desktop home page). */
const pageTops: Record<string, number> = {
  top: 0,
  character: 800,
  features: 1806,
  gameplay: 2721,
  tokenomics: 3905,
  roadmap: 5089,
  footer: 6345,
};

/** An element whose box is at `top` on the page, seen from `scrollY`. */
function place(element: Element, top: number, left = 0, width = 1280, height = 400) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(left, top - scrollY, width, height),
  );
  return element;
}

function buildPage({ without = [] as string[] } = {}) {
  for (const id of ['top', ...sectionIds]) {
    if (without.includes(id)) continue;
    const section = document.createElement('section');
    section.id = id;
    document.body.append(place(section, pageTops[id]!));
  }
  if (!without.includes('footer')) {
    document.body.append(place(document.createElement('footer'), pageTops.footer!));
  }
  const art = place(document.createElement('div'), 0, 486.39, 793.61, 800);
  const stage = place(document.createElement('div'), scrollY, 0, 1280, 800);
  return { art, stage };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(7090);
});
afterEach(() => document.body.replaceChildren());

describe('measureLayout', () => {
  it('measures the screen, the art box and where each part starts, in page pixels', () => {
    const { art, stage } = buildPage();
    expect(measureLayout(art, stage, null)).toEqual({
      width: 1280,
      height: 800,
      art: { top: 0, left: 486.39, width: 793.61, height: 800 },
      marks: [0, 800, 1806, 2721, 3905, 5089, 6345],
      pageHeight: 7090,
      rtl: false,
      moments: [],
      armory: null,
    });
  });

  it("measures a phone's stage moments and the Armory's lists and stage, in page pixels", () => {
    const { art, stage } = buildPage();
    const moment = place(document.createElement('header'), 900, 0, 390, 700);
    moment.setAttribute('data-stage-moment', '');
    const lists = place(document.createElement('div'), 1500, 0, 390, 2400);
    lists.setAttribute('data-armory-lists', '');
    const armoryStage = document.createElement('div');
    place(armoryStage, 1500, 0, 390, 354);
    armoryStage.setAttribute('data-armory-stage', '');
    armoryStage.style.top = '64px';
    lists.append(armoryStage);
    document.body.append(moment, lists);
    const layout = measureLayout(art, stage, { lists, stage: armoryStage });
    expect(layout.moments).toEqual([{ top: 900, bottom: 1600 }]);
    expect(layout.armory).toEqual({ top: 1500, bottom: 3900, stageTop: 64, stageHeight: 354 });
  });

  it('says whether the page is right to left', () => {
    const { art, stage } = buildPage();
    document.documentElement.dir = 'rtl';
    try {
      expect(measureLayout(art, stage, null).rtl).toBe(true);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('has one mark per beat, the same wherever the page is scrolled', () => {
    const { art, stage } = buildPage();
    const marks = measureLayout(art, stage, null).marks;
    expect(marks).toHaveLength(sectionIds.length + 2);
    for (let i = 1; i < marks.length; i++) expect(marks[i]).toBeGreaterThan(marks[i - 1]!);
  });

  it('gives a missing section the mark before it, and a missing footer the page’s end', () => {
    const { art, stage } = buildPage({ without: ['gameplay', 'footer'] });
    expect(measureLayout(art, stage, null).marks).toEqual([0, 800, 1806, 1806, 3905, 5089, 7090]);
  });
});
