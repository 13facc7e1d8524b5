import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pageAttributes from '../../../src/lib/page-attributes';

/** Every stylesheet under src/, and the text of every source file. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const sources = files('src');
const styles = sources.filter((file) => file.endsWith('.css'));
const named = new Set<string>(Object.values(pageAttributes));

describe('the attributes the page shares on <html> and the stage', () => {
  it('are all named in lib/page-attributes.ts, where a stylesheet selects on them', () => {
    const used = styles.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/:root\[(data-[a-z-]+)|\[(data-stage[a-z-]*)\]/g),
      ].map((match) => `${match[1] ?? match[2]} (${file})`),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((use) => !named.has(use.split(' ')[0]!))).toEqual([]);
  });

  it('are each read or set somewhere: the list holds no stale name', () => {
    const text = sources
      .filter((file) => !file.endsWith('page-attributes.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.entries(pageAttributes).filter(
      ([key, name]) => !text.includes(`pageAttributes.${key}`) && !text.includes(name),
    );
    expect(unused).toEqual([]);
  });
});
