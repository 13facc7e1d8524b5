import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhitepaperContent } from '../../../src/app/whitepaper-content';
import { loadWhitepaper } from '../../../src/app/whitepaper-document';
import { site } from '../../../src/content/site';
import { tokenUtility } from '../../../src/content/utility';
import { sourceLocale } from '../../../src/i18n/locales';
import { englishPage } from '../../shared/english-page';
import { whitepaperListItems, whitepaperSubsections } from '../../shared/whitepaper-outline';
import { en } from '../../site-messages';
import { inEnglish } from '../render-app';

const { Content, sections } = await loadWhitepaper(sourceLocale.code);
const renderWhitepaper = async () =>
  render(await inEnglish(<WhitepaperContent Content={Content} />));

/** The section of the Markdown whose heading starts with `start`. */
const sectionTitled = (start: string) => {
  const section = sections.find(({ title }) => title.startsWith(start));
  if (!section) throw new Error(`no whitepaper section starting "${start}"`);
  return section.title;
};

describe('the Markdown whitepaper', () => {
  it('lists its "## " headings, in order, as the document\'s sections', () => {
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every(({ depth }) => depth === 2)).toBe(true);
  });

  it('renders each "## " heading as a labelled section whose id the contents list links to', async () => {
    await renderWhitepaper();
    const regions = screen
      .getAllByRole('region')
      .filter((region) => region.querySelector(':scope > h2'));
    expect(regions.map((section) => section.getAttribute('aria-labelledby'))).toEqual(
      sections.map((section) => section.id),
    );
    for (const { id, title } of sections)
      expect(screen.getByRole('heading', { level: 2, name: title })).toHaveAttribute('id', id);
  });

  it('gives every section heading an anchor link to itself', async () => {
    await renderWhitepaper();
    for (const { id, title } of sections) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.querySelector('a.anchor')).toHaveAttribute('href', `#${id}`);
    }
  });

  it('fills names, numbers and the utility list from the site configuration', async () => {
    await renderWhitepaper();
    const utility = screen.getByRole('region', { name: sectionTitled('Token') });
    expect(utility).toHaveTextContent(site.token.symbol);
    expect(utility).toHaveTextContent(`${englishPage.maxSupply} tokens on ${site.network}`);
    expect(
      within(utility)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tokenUtility.map(({ text }) => en(text)));
    const introduction = screen.getByRole('region', { name: sections[0]!.title });
    expect(introduction).toHaveTextContent(site.name);
    expect(introduction).toHaveTextContent(site.network);
    const milestones = whitepaperSubsections(sectionTitled('Roadmap'));
    expect(milestones.length).toBeGreaterThan(0);
    for (const milestone of milestones) {
      const items = within(screen.getByRole('region', { name: milestone })).getAllByRole(
        'listitem',
      );
      expect(items.map((item) => item.textContent)).toEqual(whitepaperListItems(milestone));
    }
  });
});
