import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../render-app';

// A route whose rendering throws stands in for any unhandled rendering error.
vi.mock('../../../src/app/routes', () => ({
  Routes: () => {
    throw new Error('The realm collapsed');
  },
}));

describe('the top-level error boundary', () => {
  it('shows "Unexpected Application Error!" instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt('/');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
