import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockPackage>;
};

/** Node's resolution: the nearest node_modules folder up from the dependent package. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  // `npm install` quietly leaves out an optional platform package the registry cannot serve,
  // and `npm ci` on a clean clone then refuses the lockfile as out of sync (CI failed this way
  // on @rollup/rollup-*). Every optional dependency must have its own entry.
  it('records every optional dependency, so `npm ci` accepts it on a clean clone', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
