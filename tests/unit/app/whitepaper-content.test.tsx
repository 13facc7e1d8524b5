import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhitepaperContent } from '../../../src/app/whitepaper-content';
import { whitepaperSections } from '../../../src/content/whitepaper';

describe('the Markdown whitepaper', () => {
  it('renders each "## " heading as a labelled section whose id the contents list links to', () => {
    render(<WhitepaperContent />);
    const sections = screen
      .getAllByRole('region')
      .filter((region) => region.querySelector(':scope > h2'));
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual(
      whitepaperSections.map((section) => section.id),
    );
    for (const { id, title } of whitepaperSections)
      expect(screen.getByRole('heading', { level: 2, name: title })).toHaveAttribute('id', id);
  });

  it('gives every section heading an anchor link to itself', () => {
    render(<WhitepaperContent />);
    for (const { id, title } of whitepaperSections) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.querySelector('a.anchor')).toHaveAttribute('href', `#${id}`);
    }
  });

  it('fills names, numbers and the utility list from the site configuration', () => {
    render(<WhitepaperContent />);
    const utility = screen.getByRole('region', { name: 'Token Utility' });
    expect(utility).toHaveTextContent('1,000,000,000 tokens on Solana');
    expect(within(utility).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Q3 2025' })).toHaveTextContent('NFT marketplace');
  });
});
