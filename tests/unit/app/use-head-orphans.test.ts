import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, useHeadOrphans } from '../../../src/app/use-head-orphans';

/** Puts a tag in the head as the pre-rendered HTML (or index.html, unmarked) would have it. */
function headTag(html: string): Element {
  document.head.insertAdjacentHTML('beforeend', html);
  return document.head.lastElementChild!;
}

const marked = (html: string) => headTag(html.replace(/^<(\w+)/, `<$1 ${PRERENDERED_ATTRIBUTE}`));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useHeadOrphans', () => {
  it('keeps the pre-rendered head tags on the first page', () => {
    const title = marked('<title>Home</title>');
    const description = marked('<meta name="description" content="The home page">');
    const { rerender } = renderHook(({ location }) => useHeadOrphans(location), {
      initialProps: { location: '/' },
    });
    rerender({ location: '/' });
    expect(title.isConnected).toBe(true);
    expect(description.isConnected).toBe(true);
  });

  it('takes them out once the visitor has left the first page, and only them', () => {
    const shellTag = headTag('<meta name="viewport" content="width=device-width">');
    const orphans = [
      marked('<title>Home</title>'),
      marked('<meta name="description" content="The home page">'),
      marked('<link rel="canonical" href="https://example.test/">'),
    ];
    const { rerender } = renderHook(({ location }) => useHeadOrphans(location), {
      initialProps: { location: '/' },
    });
    // React's own tags for the next page, unmarked.
    const rendered = headTag('<title>Whitepaper</title>');
    rerender({ location: '/whitepaper' });
    expect(orphans.map((tag) => tag.isConnected)).toEqual([false, false, false]);
    expect(shellTag.isConnected).toBe(true);
    expect(rendered.isConnected).toBe(true);
    expect(document.title).toBe('Whitepaper');
  });

  it('clears once: marked tags React puts back later (the first page shown again) stay', () => {
    const { rerender } = renderHook(({ location }) => useHeadOrphans(location), {
      initialProps: { location: '/' },
    });
    rerender({ location: '/whitepaper' });
    const adopted = marked('<title>Home</title>');
    rerender({ location: '/' });
    rerender({ location: '/whitepaper' });
    expect(adopted.isConnected).toBe(true);
  });
});
