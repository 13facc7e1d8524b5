import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../site-messages';
import { englishPage } from '../../shared/english-page';
import { renderAppAt } from '../render-app';

// A route whose rendering throws stands in for any unhandled rendering error.
vi.mock('../../../src/app/routes', () => ({
  Routes: () => {
    throw new Error('The realm collapsed');
  },
}));

describe('the top-level error boundary', () => {
  it(`shows "${englishPage.errorScreen}" instead of a blank page`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAppAt('/');
    expect(screen.getByRole('heading', { name: englishPage.errorScreen })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en('error.reload') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('error.home') })).toHaveAttribute('href', '/');
  });
});
