import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../../../src/stores/ui-store';
import { renderAppAt } from '../render-app';

const sections = ['Character', 'Features', 'Gameplay', 'Tokenomics', 'Roadmap'];

describe('section navigation', () => {
  beforeEach(() => useUiStore.setState({ activeSection: null }));

  it('links every station of the home page in order, in-page on the home page', () => {
    renderAppAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const wide = within(nav).getAllByRole('list')[0];
    if (!wide) throw new Error('no list of sections');
    const links = within(wide).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sections);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#character',
      '#features',
      '#gameplay',
      '#tokenomics',
      '#roadmap',
    ]);
  });

  it('leads back to the home page sections from another page, none of them current', () => {
    renderAppAt('/whitepaper');
    act(() => useUiStore.getState().setActiveSection('features'));
    const link = screen.getAllByRole('link', { name: 'Features' })[0];
    expect(link).toHaveAttribute('href', '/#features');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the section being read as the current location', () => {
    renderAppAt('/');
    act(() => useUiStore.getState().setActiveSection('tokenomics'));
    for (const link of screen.getAllByRole('link', { name: 'Tokenomics' }).slice(0, 2))
      expect(link).toHaveAttribute('aria-current', 'location');
    expect(screen.getAllByRole('link', { name: 'Features' })[0]).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('compact section menu', () => {
  beforeEach(() => useUiStore.setState({ activeSection: null }));

  const menu = () => {
    const summary = document.querySelector('summary');
    const details = summary?.closest('details');
    if (!summary || !details) throw new Error('no menu');
    return { summary, details };
  };

  it('is a native disclosure that names the section being read', () => {
    renderAppAt('/');
    const { summary } = menu();
    expect(summary).toHaveTextContent('Menu');
    act(() => useUiStore.getState().setActiveSection('gameplay'));
    expect(summary).toHaveTextContent('Menu, now reading Gameplay');
  });

  // Opening it with Enter or Space is the browser's own behaviour: tests/e2e/motion.spec.ts.
  it('closes on Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes once a section is chosen', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(within(details).getByRole('link', { name: 'Roadmap' }));
    expect(details.open).toBe(false);
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const { summary, details } = menu();
    await user.click(summary);
    await user.click(document.body);
    expect(details.open).toBe(false);
  });
});
