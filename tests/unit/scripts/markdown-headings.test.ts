import { describe, expect, it } from 'vitest';
import { markdownHeadings } from '../../../scripts/lib/markdown-headings';

describe('markdownHeadings', () => {
  it('slugs like rehype-slug: punctuation dropped, duplicates numbered, code fences skipped', () => {
    const markdown = '## Community & Ecosystem\n\n```\n## not a heading\n```\n### Notes\n## Notes';
    expect(markdownHeadings(markdown)).toEqual([
      { depth: 2, title: 'Community & Ecosystem', id: 'community--ecosystem' },
      { depth: 3, title: 'Notes', id: 'notes' },
      { depth: 2, title: 'Notes', id: 'notes-1' },
    ]);
  });
});
