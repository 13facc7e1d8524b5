import { describe, expect, it } from 'vitest';
import { beatNames } from '../../../../src/scene/story/beats';
import {
  readingLine,
  readingShare,
  type SceneLayout,
  storyAt,
} from '../../../../src/scene/story/story-position';
import { desktop, layouts, maxScroll, phone } from './layouts';

describe('readingLine', () => {
  it.each(Object.entries(layouts))(
    'runs from the top of the page to its end on the %s',
    (_, layout) => {
      expect(readingLine(0, layout)).toBe(0);
      expect(readingLine(maxScroll(layout), layout)).toBeCloseTo(layout.pageHeight, 9);
    },
  );

  it.each(Object.entries(layouts))(
    'stays on the screen, and moves down with it, on the %s',
    (_, layout) => {
      let last = -1;
      for (let y = 0; y <= maxScroll(layout); y += 7) {
        const line = readingLine(y, layout);
        expect(line).toBeGreaterThanOrEqual(y);
        expect(line).toBeLessThanOrEqual(y + layout.height + 1e-9);
        expect(line).toBeGreaterThan(last);
        last = line;
      }
    },
  );

  it.each(Object.entries(layouts))(
    'sits the reading share down the screen once reading, until the last screen, on the %s',
    (_, layout) => {
      for (let y = readingShare * layout.height; y <= maxScroll(layout) - layout.height; y += 50)
        expect(readingLine(y, layout)).toBeCloseTo(y + readingShare * layout.height, 9);
    },
  );

  it('does not depend on the height of the page below the screen, away from its end', () => {
    // The sections below stand in at an estimated height until drawn: a page 1,000 px longer or
    // shorter there puts the reading line at the same place.
    const y = 2200;
    for (const pageHeight of [desktop.pageHeight - 1000, desktop.pageHeight + 1000])
      expect(readingLine(y, { ...desktop, pageHeight })).toBe(readingLine(y, desktop));
  });

  it('treats a scroll past either end (a bounce) as the end', () => {
    expect(readingLine(-120, phone)).toBe(0);
    expect(readingLine(maxScroll(phone) + 300, phone)).toBeCloseTo(phone.pageHeight, 9);
  });
});

describe('storyAt', () => {
  it.each(Object.entries(layouts))('is 0 at the top of the page on the %s', (_, layout) => {
    expect(storyAt(0, layout)).toBe(0);
    expect(storyAt(-80, layout)).toBe(0);
  });

  it.each(Object.entries(layouts))(
    'never goes back while the %s scrolls down, pixel by pixel',
    (_, layout) => {
      let last = 0;
      for (let y = 0; y <= maxScroll(layout); y += 1) {
        const story = storyAt(y, layout);
        expect(story).toBeGreaterThanOrEqual(last);
        last = story;
      }
      expect(last).toBeLessThan(beatNames.length);
    },
  );

  // Each section's top brought anywhere into the top fifth of the screen: the section is read.
  const topFifth = [0, 0.05, 0.1, 0.15, 0.2];
  describe.each(Object.entries(layouts))('on the %s', (_, layout) => {
    it.each(beatNames.slice(1, -1).map((name, i) => [name, i + 1] as const))(
      'shows the %s beat while its section is at the top of the screen',
      (_, index) => {
        for (const share of topFifth) {
          const y = layout.marks[index]! - share * layout.height;
          // The page is long enough to bring it there: the layout means what it says.
          expect(y).toBeLessThanOrEqual(maxScroll(layout));
          expect(Math.floor(storyAt(y, layout))).toBe(index);
        }
      },
    );

    it('shows the hero beat at the top of the page, and until the hero is read', () => {
      expect(Math.floor(storyAt(0, layout))).toBe(0);
      // The character section halfway up the screen: still the hero's part of the page.
      expect(Math.floor(storyAt(layout.marks[1]! - layout.height * 0.8, layout))).toBe(0);
    });

    it('shows the footer beat at the end of the page', () => {
      const end = storyAt(maxScroll(layout), layout);
      expect(Math.floor(end)).toBe(beatNames.indexOf('footer'));
      expect(end).toBeCloseTo(6.999, 9);
      expect(storyAt(maxScroll(layout) + 250, layout)).toBe(end);
    });
  });

  it('is where the reading line is on the page between its parts', () => {
    // The character section at the top of a desktop screen: the line is 240 px into it.
    const line = readingLine(800, desktop);
    expect(line).toBeCloseTo(1040, 9);
    expect(storyAt(800, desktop)).toBeCloseTo(1 + (line - 800) / (1806 - 800), 9);
    expect(storyAt(800, desktop)).toBeCloseTo(1.2386, 3);
  });

  it('is a pure function of the scroll: scrolling back, a jump or a reload land on the same story', () => {
    const path = [0, 420, 1900, 3100, 6200, 2500, 800, 0];
    const first = path.map((y) => storyAt(y, phone));
    // Down and back up again, then straight there.
    const again = [...path]
      .reverse()
      .map((y) => storyAt(y, phone))
      .reverse();
    expect(again).toEqual(first);
    expect(storyAt(3100, phone)).toBe(first[3]);
    expect(first[0]).toBe(first.at(-1));
  });

  it('stays finite when a section is missing and two marks coincide', () => {
    // measureLayout repeats the last mark for a section it cannot find.
    const gappy: SceneLayout = { ...desktop, marks: [0, 800, 800, 2721, 3905, 5089, 6345] };
    let last = 0;
    for (let y = 0; y <= maxScroll(gappy); y += 13) {
      const story = storyAt(y, gappy);
      expect(Number.isFinite(story)).toBe(true);
      expect(story).toBeGreaterThanOrEqual(last);
      last = story;
    }
    expect(Math.floor(storyAt(1000, gappy))).toBe(2);
  });

  it('is 0 on a page with no parts measured', () => {
    expect(storyAt(500, { ...desktop, marks: [] })).toBe(0);
  });
});
