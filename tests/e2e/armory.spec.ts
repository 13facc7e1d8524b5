import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { armoryDefaults, armorySlots, itemsOf, type ArmorySlot } from '../../src/content/armory';
import { lookPortraitPath } from '../../src/content/looks';
import { en } from '../site-messages';
import { axeViolations } from './axe-violations';
import {
  holdTheTipStill,
  nextFrames,
  playScene,
  sceneHandle,
  scenePollIntervals,
  waitForSettledStory,
} from './page-state';

/*
 * The Armory in the Character section: one native radio group per slot, the set in the page's
 * link, the character in the scene dressed in it. Most tests run under reduced motion (the hero's
 * still image, no reveals moving the section); the one about the scene runs with it live.
 */

const legends: Record<ArmorySlot, Parameters<typeof en>[0]> = {
  mask: 'character.collectibles.masks.name',
  wings: 'character.collectibles.wings.name',
  gear: 'character.collectibles.gear.name',
};

const group = (page: Page, slot: ArmorySlot) =>
  page.getByRole('group', { name: en(legends[slot]), exact: true });
const radio = (page: Page, slot: ArmorySlot, id: string) =>
  page.locator(`input[type="radio"][name="armory-${slot}"][value="${id}"]`);

/** What is checked in each group, as the page shows it. */
const checkedSet = (page: Page) =>
  page.evaluate((slots) => {
    const value = (slot: string) =>
      document.querySelector<HTMLInputElement>(`input[name="armory-${slot}"]:checked`)?.value;
    return Object.fromEntries(slots.map((slot) => [slot, value(slot)]));
  }, armorySlots);

/**
 * Brings the Armory on screen (which heads for the sections below the hero) and waits until React
 * has taken its radios over: their event handlers are attached.
 */
async function armoryReady(page: Page) {
  await group(page, 'mask').scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        radio(page, 'mask', armoryDefaults.mask).evaluate((input) =>
          Object.keys(input).some((key) => key.startsWith('__reactProps')),
        ),
      { message: 'the Armory hydrated', timeout: 30_000 },
    )
    .toBe(true);
  await nextFrames(page);
}

async function openArmory(page: Page, path = '/') {
  await page.goto(path);
  await armoryReady(page);
}

/** Console errors and uncaught exceptions, from now on. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('keyboard: Tab into a group, arrow keys equip, the link follows in place', async ({
    page,
  }) => {
    await openArmory(page);
    const entries = await page.evaluate(() => history.length);
    // Start from the last control before the groups (a click on text would focus <main>).
    await page.evaluate(() => {
      const groups = document.querySelector('#character fieldset')!;
      const before = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, summary, [tabindex]'),
      ].filter(
        (element) =>
          element.tabIndex >= 0 &&
          element.offsetParent !== null &&
          element.compareDocumentPosition(groups) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      before.at(-1)!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(radio(page, 'mask', 'heartwood')).toBeFocused();
    const masks = itemsOf('mask').map((item) => item.id);

    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'mask', masks[1]!)).toBeFocused();
    await expect(radio(page, 'mask', masks[1]!)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?mask=${masks[1]}&wings=ember&gear=glaive$`));
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'mask', masks[2]!)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`mask=${masks[2]}`));

    // Tab leaves the group for the next one, landing on its checked item; Up wraps to the last.
    await page.keyboard.press('Tab');
    await expect(radio(page, 'wings', 'ember')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(radio(page, 'wings', 'none')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'gear', 'charm')).toBeChecked();

    await expect(page).toHaveURL(/\?mask=verdant&wings=none&gear=charm$/);
    expect(await checkedSet(page)).toEqual({ mask: 'verdant', wings: 'none', gear: 'charm' });
    // Equipping is not navigation: no history entry per choice.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('link round trip: a link opens with its set checked, and reload keeps it', async ({
    page,
  }) => {
    const set = { mask: 'moon', wings: 'none', gear: 'charm' };
    await openArmory(page, `/?mask=${set.mask}&wings=${set.wings}&gear=${set.gear}`);
    expect(await checkedSet(page)).toEqual(set);
    for (const slot of armorySlots) await expect(radio(page, slot, set[slot])).toBeChecked();

    await radio(page, 'wings', 'ash').check();
    await expect(page).toHaveURL(/\?mask=moon&wings=ash&gear=charm$/);
    await page.reload();
    await armoryReady(page);
    expect(await checkedSet(page)).toEqual({ ...set, wings: 'ash' });
  });

  test('a choice keeps the link’s other parameters and its #fragment', async ({ page }) => {
    await openArmory(page, '/?ref=launch#character');
    await radio(page, 'gear', 'armour').check();
    await expect(page).toHaveURL(
      /\/\?ref=launch&mask=heartwood&wings=ember&gear=armour#character$/,
    );
    // Back to the defaults, the link is as it came.
    await radio(page, 'gear', 'glaive').check();
    await expect(page).toHaveURL(/\/\?ref=launch#character$/);
  });

  test('an unknown or malformed link falls back to the defaults, without an error', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openArmory(page, '/?mask=mythic&wings=%E0%A4%A&gear=%3Cscript%3E&mask=moon');
    expect(await checkedSet(page)).toEqual(armoryDefaults);
    await openArmory(page, '/?mask=&wings=glaive&gear=__proto__');
    expect(await checkedSet(page)).toEqual(armoryDefaults);
    // Half-right: what is right is kept.
    await openArmory(page, '/?mask=ash&wings=nope');
    expect(await checkedSet(page)).toEqual({ ...armoryDefaults, mask: 'ash' });
    expect(errors).toEqual([]);
  });

  test('choosing moves nothing: the scroll position and the section’s box stay', async ({
    page,
  }) => {
    await openArmory(page);
    const section = page.locator('#character');
    const boxes = () =>
      page.evaluate(() =>
        [
          document.getElementById('character'),
          ...document.querySelectorAll('#character fieldset, #character label'),
        ].map((element) => {
          const { x, y, width, height } = element!.getBoundingClientRect();
          return [x, y, width, height].map((value) => Math.round(value * 10) / 10).join(',');
        }),
      );
    for (const [slot, id] of [
      ['mask', 'moon'],
      ['wings', 'none'],
      ['gear', 'armour'],
      ['mask', 'ash'],
    ] as const) {
      // A visitor's click on the card (the radio's label), on screen: the test scrolls it there
      // first, so that Playwright does not scroll for the click.
      const card = page.locator(`label:has(input[name="armory-${slot}"][value="${id}"])`);
      await card.scrollIntoViewIfNeeded();
      await nextFrames(page);
      const scrollY = await page.evaluate(() => window.scrollY);
      const before = await boxes();
      const sectionBox = await section.boundingBox();
      await card.click();
      await expect(radio(page, slot, id)).toBeChecked();
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY), `scrollY after ${slot} ${id}`).toBe(
        scrollY,
      );
      expect(await boxes(), `boxes after ${slot} ${id}`).toEqual(before);
      expect(await section.boundingBox(), `the section after ${slot} ${id}`).toEqual(sectionBox);
    }
  });

  test('without the live scene every item shows its still, AVIF, loaded only near the Armory', async ({
    page,
  }) => {
    const stills = page.locator('label:has(input[name^="armory-"]) picture img');
    await page.goto('/');
    // At the top of the page, loaded and idle, none of them has been fetched.
    await expect(page.locator('html')).not.toHaveAttribute('data-lazy-until-idle');
    await nextFrames(page);
    const fetched = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(mask|wings|gear)-/.test(entry.name)).length,
      );
    expect(await fetched()).toBe(0);
    await openArmory(page);
    const count = armorySlots.reduce((sum, slot) => sum + itemsOf(slot).length, 0);
    await expect(stills).toHaveCount(count);
    for (let index = 0; index < count; index++) {
      const still = stills.nth(index);
      await still.scrollIntoViewIfNeeded();
      await expect
        .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      await expect(still).toHaveAccessibleName(/.+/);
    }
  });

  test('the stills need no code of the sections: flicked through, or with their chunk lost', async ({
    page,
  }) => {
    // The sections hydrate once the scrolling rests (home-timeline-loader.tsx), or never if their
    // chunk fails to download: here it does, so any picture in a card comes without them.
    await page.route(/\/assets\/home-timeline-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    const card = page.locator('label:has(input[name^="armory-"]) [class*="still"]').first();
    // Beside the lists on a wide screen, the stage's portrait of him in the set he wears.
    const stage = page.locator('[data-armory-stage] > [data-armory-portrait]');
    const header = (await page.locator('header').first().boundingBox())!;
    const shows = async (box: typeof card) => {
      const seen = await box.boundingBox();
      const below = header.y + header.height;
      if (!seen || seen.y < below || seen.y + seen.height > 800) return 'not in view';
      // A picture, not the box's flat background: its pixels vary.
      const { channels } = await sharp(await page.screenshot({ clip: seen })).stats();
      return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev)) > 10
        ? 'a picture'
        : 'an empty box';
    };
    // The wheel turns every frame or two, never resting, until the first card is in view.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 120);
          await nextFrames(page);
          return shows(card);
        },
        { message: 'the first card in view with its still', intervals: [0], timeout: 30_000 },
      )
      .toBe('a picture');
    // The portrait is taller than a card: the wheel goes on until it is wholly in view.
    await expect
      .poll(
        async () => {
          const seen = await shows(stage);
          if (seen === 'not in view') {
            await page.mouse.wheel(0, 120);
            await nextFrames(page);
          }
          return seen;
        },
        { message: 'the stage beside the lists', intervals: [0], timeout: 30_000 },
      )
      .toBe('a picture');
  });

  test("a shared look's link shows its set from the first moment, before the sections hydrate", async ({
    page,
  }) => {
    // "Try this look in the Armory" lands here seconds before the sections hydrate: with their
    // chunk refused, what shows is the pre-rendered Armory and the boot script's work alone.
    const look = { mask: 'moon', wings: 'ash', gear: 'charm' } as const;
    await page.route(/\/assets\/home-timeline-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`/?mask=${look.mask}&wings=${look.wings}&gear=${look.gear}#armory`);
    await expect(page.locator('[data-armory-stage]')).toBeInViewport();
    expect(await checkedSet(page)).toEqual(look);
    for (const slot of armorySlots) {
      const card = (id: string) => page.locator('label').filter({ has: radio(page, slot, id) });
      const equipped = (id: string) => card(id).getByText(en('armory.equipped'), { exact: true });
      await expect(equipped(look[slot])).toBeVisible();
      await expect(equipped(armoryDefaults[slot])).toBeHidden();
    }
    // The stage beside the lists shows the link's three stills, the files of those items' cards,
    // and his portrait in the link's set.
    const drawn = await page
      .locator('[data-armory-stage] > :not([data-armory-portrait], noscript)')
      .evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).backgroundImage));
    const cards = await Promise.all(
      armorySlots.map((slot) =>
        page
          .locator('label')
          .filter({ has: radio(page, slot, look[slot]) })
          .locator('[style*="--still"]')
          .evaluate((box) => getComputedStyle(box).backgroundImage),
      ),
    );
    expect(drawn).toEqual(cards);
    expect(drawn.every((image) => image.startsWith('url('))).toBe(true);
    const portrait = page.locator('[data-armory-stage] > [data-armory-portrait]');
    expect(await portrait.evaluate((box) => getComputedStyle(box).backgroundImage)).toContain(
      `${lookPortraitPath(look)}")`,
    );
    // As large as the hydrated image will be (below): nothing grows or moves when it comes.
    expect((await portrait.boundingBox())!.height).toBeGreaterThan(page.viewportSize()!.height / 2);
  });

  test('without the live scene a wide screen shows him in the set beside every item, and each choice', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/looks/')) pictures.push(new URL(request.url()).pathname);
    });
    await openArmory(page);
    const portrait = page.locator('[data-armory-stage] img[data-armory-portrait]');
    const shown = () =>
      portrait.evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : 'loading',
      );
    await expect.poll(shown).toBe(lookPortraitPath(armoryDefaults));
    // Every half screen while the lists run under the header, the column beside them holds him:
    // the portrait wholly on screen, under the header, a picture at least half the screen tall.
    const viewport = page.viewportSize()!;
    const lists = page.locator('[data-armory-stage]').locator('..');
    const { top, bottom } = await lists.evaluate((box) => {
      const rect = box.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY };
    });
    const header = (await page.locator('header').first().boundingBox())!;
    const under = header.y + header.height;
    const missing: string[] = [];
    for (let y = top - under; y + viewport.height <= bottom; y += viewport.height / 2) {
      await page.evaluate((to) => scrollTo({ top: to, behavior: 'instant' }), y);
      await nextFrames(page);
      const seen = (await portrait.boundingBox())!;
      const whole = seen.y >= under - 1 && seen.y + seen.height <= viewport.height + 1;
      if (!whole || seen.height < viewport.height / 2)
        missing.push(
          `at ${Math.round(y)} px: ${Math.round(seen.y)}, ${Math.round(seen.height)} tall`,
        );
    }
    expect(missing, 'scroll positions where the column beside the lists lost him').toEqual([]);
    const { channels } = await sharp(
      await page.screenshot({ clip: (await portrait.boundingBox())! }),
    ).stats();
    expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
    // A choice dresses the portrait too, once its picture has come.
    await page
      .locator('label')
      .filter({ has: radio(page, 'mask', 'moon') })
      .click();
    await expect.poll(shown).toBe(lookPortraitPath({ ...armoryDefaults, mask: 'moon' }));
    // No other set's portrait was fetched (the default's may come twice: background, then image).
    expect([...new Set(pictures)]).toEqual([
      lookPortraitPath(armoryDefaults),
      lookPortraitPath({ ...armoryDefaults, mask: 'moon' }),
    ]);
  });

  test('a phone never fetches the portrait: its stage has only the stills', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/looks/')) pictures.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openArmory(page);
    await page
      .locator('label')
      .filter({ has: radio(page, 'mask', 'moon') })
      .click();
    await expect(page.locator('[data-armory-stage] img:not([data-armory-portrait])')).toHaveCount(
      3,
    );
    await expect(page.locator('[data-armory-stage] img[data-armory-portrait]')).toBeHidden();
    expect(pictures).toEqual([]);
  });

  test('on a phone, the keyboard never leaves the focused item under the header or the stage', async ({
    page,
  }) => {
    // The stage sticks above the lists under the header: the browser brings a focused radio into
    // view below the header only, and an item above the one in view was left under the stage.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('input[name="armory-mask"]').first().focus();
    const keys = [
      ...['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Tab'],
      ...['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Tab'],
      ...['ArrowDown', 'ArrowDown', 'ArrowDown', 'Shift+Tab'],
      ...['ArrowUp', 'ArrowUp', 'ArrowUp', 'Shift+Tab', 'ArrowUp', 'ArrowUp', 'ArrowUp'],
    ];
    const hidden: string[] = [];
    for (const key of keys) {
      await page.keyboard.press(key);
      await nextFrames(page);
      const seen = await page.evaluate(() => {
        const radio = document.activeElement as HTMLInputElement;
        const box = radio.getBoundingClientRect();
        const covers = [
          document.querySelector('header'),
          document.querySelector('[data-armory-stage]'),
        ].map((element) => element!.getBoundingClientRect().bottom);
        const clear = box.top >= Math.max(...covers) - 1 && box.bottom <= innerHeight + 1;
        return { id: `${radio.name}/${radio.value}`, clear, top: Math.round(box.top) };
      });
      if (!seen.clear) hidden.push(`${key} to ${seen.id}: its radio at ${seen.top} px`);
    }
    expect(hidden).toEqual([]);
  });

  test('every item is a target of at least 44 × 44 px, at 360 px too', async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await group(page, 'gear').scrollIntoViewIfNeeded();
      const small = await page.locator('#character label').evaluateAll((labels) =>
        labels
          .map((label) => ({
            text: label.textContent?.slice(0, 20),
            box: label.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, `at ${width} px`).toEqual([]);
    }
  });

  test('in a high-contrast theme the checked item is drawn checked, and the others empty', async ({
    page,
  }) => {
    // Forced colours repaint backgrounds and drop shadows: the dot once went with them.
    await page.emulateMedia({ forcedColors: 'active' });
    await openArmory(page);
    /** The grey level (0–255) at the centre of each mask's radio, as drawn on screen. */
    const centres = async () => {
      const levels: Record<string, number> = {};
      for (const { id } of itemsOf('mask')) {
        const box = (await radio(page, 'mask', id).boundingBox())!;
        const [x, y] = [box.x + box.width / 2 - 2, box.y + box.height / 2 - 2];
        const png = await page.screenshot({ clip: { x, y, width: 4, height: 4 } });
        levels[id] = (await sharp(png).greyscale().stats()).channels[0]!.mean;
      }
      return levels;
    };
    for (const chosen of [armoryDefaults.mask, 'moon']) {
      if (chosen !== armoryDefaults.mask) await radio(page, 'mask', chosen).check();
      await nextFrames(page);
      const levels = await centres();
      const checked = levels[chosen]!;
      const others = Object.entries(levels).filter(([id]) => id !== chosen);
      for (const [id, level] of others) {
        expect(Math.abs(level - checked), `${chosen} checked, ${id} not`).toBeGreaterThan(40);
        expect(
          Math.abs(level - others[0]![1]),
          `${id} as empty as the other unchecked`,
        ).toBeLessThan(5);
      }
    }
  });

  test('axe finds nothing in the section, pre-rendered or after a choice', async ({ page }) => {
    // Two axe passes and two loads.
    test.slow();
    const violations = async (label: string) =>
      (await axeViolations(page, '#character')).map((violation) => `${label}: ${violation}`);
    await page.goto('/?mask=moon');
    await page.locator('#character').scrollIntoViewIfNeeded();
    expect(await violations('pre-rendered')).toEqual([]);
    await openArmory(page, '/?mask=moon');
    await radio(page, 'wings', 'none').focus();
    await page.keyboard.press('ArrowDown');
    expect(await violations('after a choice, focused')).toEqual([]);
  });
});

/**
 * The home page with the scene live (started with the Animation control, as a visitor does) and the
 * Armory hydrated, the link's set drawn. `dressed` reads how many looks the scene has drawn
 * (data-dressed).
 */
async function openLiveArmory(page: Page) {
  await page.addInitScript(() => localStorage.setItem('emberwild:language', 'en'));
  await holdTheTipStill(page);
  await page.goto('/');
  await playScene(page);
  const stage = page.locator('[data-stage][data-live]');
  await expect(stage).toBeAttached();
  await armoryReady(page);
  // The Armory dressed him in the link's set on arrival: wait for that look to be drawn.
  await expect(stage).toHaveAttribute('data-dressed', /\d+/, { timeout: 30_000 });
  return { dressed: async () => Number(await stage.getAttribute('data-dressed')) };
}

test('the live scene is dressed in each new choice (data-dressed counts the looks drawn)', async ({
  page,
}) => {
  // The live scene on a software GPU: slow to start.
  test.slow();
  const { dressed } = await openLiveArmory(page);
  for (const [slot, id] of [
    ['mask', 'moon'],
    ['wings', 'none'],
    ['gear', 'charm'],
  ] as const) {
    const before = await dressed();
    await radio(page, slot, id).check();
    await expect
      .poll(dressed, {
        message: `drawn in ${slot} ${id}`,
        timeout: 30_000,
        intervals: scenePollIntervals,
      })
      .toBeGreaterThan(before);
  }
});

test('equipping 100 times leaks nothing: the renderer’s geometries and textures come back', async ({
  page,
}) => {
  // The live scene on a software GPU, a hundred looks each drawn: slow, the more so beside another
  // test worker. The counts checked do not depend on the screen, so a small one spares the drawing.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const { dressed } = await openLiveArmory(page);
  const scene = await sceneHandle(page);
  const memory = async () => {
    const { geometries, textures } = await scene.diagnostics();
    return { geometries, textures };
  };
  // Counted once the story has reached the Armory: the props of the beats below the hero arrive
  // as the story leaves it (a chunk of their own), and are no part of what equipping allocates.
  await waitForSettledStory(page, scene);
  const start = await memory();
  const current: Record<ArmorySlot, string> = { ...armoryDefaults };
  for (let choice = 0; choice < 100; choice++) {
    const slot = armorySlots[choice % armorySlots.length]!;
    const items = itemsOf(slot);
    const next = items[(items.findIndex((item) => item.id === current[slot]) + 1) % items.length]!;
    const before = await dressed();
    await radio(page, slot, next.id).check();
    current[slot] = next.id;
    // Each look drawn, not only the last: a look never drawn would allocate nothing.
    await expect
      .poll(dressed, {
        message: `look ${choice + 1} drawn`,
        timeout: 30_000,
        intervals: scenePollIntervals,
      })
      .toBeGreaterThan(before);
  }
  for (const slot of armorySlots) {
    if (current[slot] === armoryDefaults[slot]) continue;
    const before = await dressed();
    await radio(page, slot, armoryDefaults[slot]).check();
    await expect
      .poll(dressed, { timeout: 30_000, intervals: scenePollIntervals })
      .toBeGreaterThan(before);
  }
  expect(await memory()).toEqual(start);
});
