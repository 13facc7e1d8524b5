import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages';
import { routeList } from '../../src/content/paths';
import { whitepaperMeta } from '../../src/content/whitepaper';
import { en } from '../site-messages';
import { englishPage } from '../shared/english-page';
import {
  whitepaperFrame,
  whitepaperListItems,
  whitepaperSections,
  whitepaperSubsections,
} from '../shared/whitepaper-outline';

const roadmapHighlights = whitepaperSections.find(({ title }) => title.startsWith('Roadmap'))!;
const teamSection = whitepaperSections.find(({ title }) => title.startsWith('Team'))!;

test('whitepaper: back link, version, launch note, sections in order, disclaimer', async ({
  page,
}) => {
  await page.goto('/whitepaper');
  await expect(page).toHaveTitle(en(pages.whitepaper.title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(whitepaperFrame.title);
  await expect(page.getByText(englishPage.whitepaperVersion)).toBeVisible();
  await expect(
    page.getByText(en(whitepaperMeta.launchNote, { date: englishPage.whitepaperLaunch })),
  ).toBeVisible();
  const article = page.getByRole('article');
  const sections = whitepaperSections.map(({ title }) => title);
  const contents = page.getByRole('navigation', { name: whitepaperFrame.contents });
  await expect(contents.getByRole('link')).toHaveText(sections);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    whitepaperFrame.contents,
    ...sections,
    whitepaperFrame.disclaimerTitle,
  ]);
  const highlights = page.getByRole('region', { name: roadmapHighlights.title });
  const milestones = whitepaperSubsections(roadmapHighlights.title);
  await expect(highlights.getByRole('heading', { level: 3 })).toHaveText(milestones);
  for (const milestone of milestones)
    await expect(
      highlights.getByRole('region', { name: milestone }).getByRole('listitem'),
    ).toHaveText(whitepaperListItems(milestone));
  await expect(article).toContainText(whitepaperFrame.disclaimer);

  await contents.getByRole('link', { name: teamSection.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${teamSection.id}$`));
  await expect(page.getByRole('heading', { name: teamSection.title })).toBeInViewport();

  await page.getByRole('link', { name: whitepaperFrame.backLabel }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishPage.name);
});

test(`unknown path: 404, "${englishPage.notFound.title}", a link home, the path logged`, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/lost-temple');
  await expect(page.getByText(englishPage.notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishPage.notFound.title);
  await expect.poll(() => errors.some((text) => text.includes('/lost-temple'))).toBe(true);
  await page.getByRole('link', { name: en('notFound.home') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishPage.name);
});

test('no horizontal scroll and 44 px touch targets at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [...routeList, '/missing']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    // Controls hidden from assistive technology (the whitepaper's hover-only # anchors) excepted.
    const small = await page
      .locator('a[href]:not([aria-hidden="true"]), button')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({
            text: element.textContent?.trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small, `small touch targets on ${path}`).toEqual([]);
  }
});
