import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notFoundLogPrefix, sectionIds } from '../../../src/content/copy';
import { en } from '../../site-messages';
import { englishPage } from '../../shared/english-page';
import { renderAppAt } from '../render-app';

describe('routes', () => {
  it('renders the home page with one h1 and the sections in SPEC order', async () => {
    await renderAppAt('/');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual([englishPage.name]);
    const regions = within(main)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['hero-title', ...sectionIds.map((id) => `${id}-title`)]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the whitepaper (a lazy chunk) with a way back home', async () => {
    await renderAppAt('/whitepaper');
    // The chunk and its Markdown are compiled on their first import here, which takes longer than
    // a visitor's download: wait for the heading as long as that may take.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: en('whitepaper.title') },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('whitepaper.backLabel') })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByText(englishPage.whitepaperVersion)).toBeInTheDocument();
  });

  it('shows 404 for an unknown path and logs the attempted path', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAppAt('/no-such-realm');
    expect(screen.getByText(englishPage.notFound.code)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: englishPage.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('notFound.home') })).toHaveAttribute('href', '/');
    expect(errorLog).toHaveBeenCalledWith(notFoundLogPrefix, '/no-such-realm');
  });

  it('treats a path below the whitepaper as unknown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAppAt('/whitepaper/extra');
    expect(
      screen.getByRole('heading', { level: 1, name: englishPage.notFound.title }),
    ).toBeInTheDocument();
  });
});
