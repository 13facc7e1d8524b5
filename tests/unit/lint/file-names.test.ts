import { execFileSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A name says which file it is: a reader who searches for `fonts` or `card` should land on one
 * file. A component and its stylesheet share a name on purpose (`hero.tsx`, `hero.module.css`),
 * and so do a section and its content (`sections/armory.tsx`, `content/armory.ts`). Test files
 * are named after what they test, and are left out.
 */
const roots = ['src', 'scripts', 'bench', 'tests'];
const source = /\.(ts|tsx|js|mjs|css|glsl)$/;
const testFile = /\.(test|spec)\.tsx?$/;

/** A file's name without its kind: `hero.module.css` and `hero.tsx` are both `hero`. */
const stem = (path: string) => basename(path).replace(/(\.module)?\.[a-z]+$/, '');

/** The tracked files, so that generated folders (dist, test results) stay out of it. */
const trackedFiles = () =>
  execFileSync('git', ['ls-files', '--', ...roots], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => source.test(path) && !testFile.test(path));

describe('file names', () => {
  it('no two folders hold a file of the same name, but a section and its content', () => {
    const foldersOf = new Map<string, Set<string>>();
    for (const path of trackedFiles())
      foldersOf.set(stem(path), (foldersOf.get(stem(path)) ?? new Set()).add(dirname(path)));
    const shared = [...foldersOf]
      .map(([name, folders]) => ({ name, folders: [...folders].sort() }))
      .filter(({ folders }) => folders.length > 1)
      .filter(({ folders }) => folders.join(' ') !== 'src/content src/sections')
      .map(({ name, folders }) => `${name}: ${folders.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
