import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeroArt } from '../../../../src/scene/gate/hero-art';

const alt = 'The Masked Flame: a carved mask with burning eyes';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('the hero art', () => {
  it('is the still image, with its alt text and reserved size, before anything is decided', () => {
    const { container } = render(<HeroArt alt={alt} />);
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '1620');
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source.srcset).toMatch(/480w.*768w.*960w.*1200w.*1440w/);
    expect(container.querySelector('[data-scene]')).toHaveAttribute('data-scene', 'pending');
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('stays on the image, with no canvas, for a visitor who prefers reduced motion', async () => {
    preferReducedMotion(true);
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() =>
      expect(container.querySelector('[data-scene]')).toHaveAttribute('data-scene', 'image'),
    );
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    // Reported for tests and diagnostics: the path taken, and why.
    const frame = container.querySelector('[data-scene]');
    expect(frame).toHaveAttribute('data-scene-path', 'image');
    expect(frame).toHaveAttribute('data-scene-reason', 'reduced-motion');
  });
});
