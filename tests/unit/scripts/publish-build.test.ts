import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildsFolderOf,
  newBuildFolder,
  publishBuild,
} from '../../../scripts/lib/publish-build.js';

const site = () => join(mkdtempSync(join(tmpdir(), 'emberwild-publish-')), 'dist');
const liveName = (target: string) => basename(readlinkSync(target));

describe('a build goes live in one swap (publishBuild)', () => {
  it('links the site to the new build, keeps the one it replaced and removes older ones', () => {
    const target = site();
    const builds = [1, 2, 3].map(() => newBuildFolder(target));
    for (const build of builds) publishBuild(build, target);
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    expect(liveName(target)).toBe(basename(builds[2]!));
    expect(readdirSync(buildsFolderOf(target)).sort()).toEqual(
      [builds[1]!, builds[2]!].map((build) => basename(build)),
    );
  });

  it('leaves a newer build that is still being written', () => {
    const target = site();
    const first = newBuildFolder(target);
    const second = newBuildFolder(target);
    publishBuild(first, target);
    expect(existsSync(second)).toBe(true);
  });

  it('keeps a dist folder from before as the previous build', () => {
    const target = site();
    mkdirSync(target);
    writeFileSync(join(target, 'index.html'), 'old');
    const build = newBuildFolder(target);
    publishBuild(build, target);
    expect(liveName(target)).toBe(basename(build));
    expect(readdirSync(buildsFolderOf(target))).toHaveLength(2);
  });
});
