import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../render-app';

describe('routes', () => {
  it('renders the home page with one h1 and the sections in SPEC order', () => {
    renderAppAt('/');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(['Emberwild']);
    const regions = within(main)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual([
      'hero-title',
      'character-title',
      'features-title',
      'gameplay-title',
      'tokenomics-title',
      'roadmap-title',
    ]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the whitepaper (a lazy chunk) with a way back home', async () => {
    renderAppAt('/whitepaper');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Emberwild Whitepaper' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
  });

  it('shows 404 for an unknown path and logs the attempted path', () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt('/no-such-realm');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-realm');
  });

  it('treats a path below the whitepaper as unknown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt('/whitepaper/extra');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});
