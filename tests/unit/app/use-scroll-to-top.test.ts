import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from '../../../src/app/use-scroll-to-top';

describe('useScrollToTop', () => {
  it('leaves the page where the visitor put it before the app started', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/' } });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new route at its top, unless the new address names an anchor', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), {
      initialProps: { path: '/' },
    });
    rerender({ path: '/whitepaper' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    window.history.replaceState(null, '', '/#roadmap');
    rerender({ path: '/' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
