import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sectionIds, sectionLabels, type SectionId } from '../../../src/content/copy';
import { useUiStore } from '../../../src/stores/ui-store';
import { en } from '../../site-messages';
import { renderAppAt } from '../render-app';

const label = (id: SectionId) => en(sectionLabels[id]);
const mainNav = () => screen.getByRole('navigation', { name: en('nav.label') });

describe('section navigation', () => {
  beforeEach(() => useUiStore.setState({ activeSection: null }));

  it('links every station of the home page in order, in-page on the home page', async () => {
    await renderAppAt('/');
    const wide = within(mainNav()).getAllByRole('list')[0];
    if (!wide) throw new Error('no list of sections');
    const links = within(wide).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sectionIds.map(label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sectionIds.map((id) => `#${id}`),
    );
  });

  it('leads back to the home page sections from another page, none of them current', async () => {
    await renderAppAt('/whitepaper');
    act(() => useUiStore.getState().setActiveSection('features'));
    const link = screen.getAllByRole('link', { name: label('features') })[0];
    expect(link).toHaveAttribute('href', '/#features');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the section being read as the current location', async () => {
    await renderAppAt('/');
    act(() => useUiStore.getState().setActiveSection('tokenomics'));
    for (const link of screen.getAllByRole('link', { name: label('tokenomics') }).slice(0, 2))
      expect(link).toHaveAttribute('aria-current', 'location');
    expect(screen.getAllByRole('link', { name: label('features') })[0]).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('compact section menu', () => {
  beforeEach(() => useUiStore.setState({ activeSection: null }));

  // The section menu, not the header's other disclosure (the language menu).
  const menu = () => {
    const summary = mainNav().querySelector('summary');
    const details = summary?.closest('details');
    if (!summary || !details) throw new Error('no menu');
    return { summary, details };
  };

  it('is a native disclosure that names the section being read', async () => {
    await renderAppAt('/');
    const { summary } = menu();
    expect(summary).toHaveTextContent(en('nav.menu'));
    act(() => useUiStore.getState().setActiveSection('gameplay'));
    expect(summary).toHaveTextContent(`${en('nav.menuCurrent')} ${label('gameplay')}`);
  });

  // Opening it with Enter or Space is the browser's own behaviour: tests/e2e/motion.spec.ts.
  it('closes on Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    await renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes once a section is chosen', async () => {
    const user = userEvent.setup();
    await renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(within(details).getByRole('link', { name: label('roadmap') }));
    expect(details.open).toBe(false);
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    await user.click(document.body);
    expect(details.open).toBe(false);
  });
});
