// How a finished build goes live: each build has a folder of its own (dist-builds/<time>/), and
// `dist` is a symbolic link to the live one, replaced by renaming a new link over it: atomic, so
// a reader of `dist` sees the old build or the new one, never half of each. The build it replaces
// is kept (requests under way finish from it); older ones are removed.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Where the builds of the site at `target` (`dist`) are written: `dist-builds/`. */
export const buildsFolderOf = (target) => `${resolve(target)}-builds`;

/** A new, empty build folder for `target`, named by the time so that they sort in order. */
export function newBuildFolder(target) {
  mkdirSync(buildsFolderOf(target), { recursive: true });
  for (let time = Date.now(); ; time += 1) {
    const name = `${new Date(time).toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
    const folder = join(buildsFolderOf(target), name);
    try {
      mkdirSync(folder);
      return folder;
    } catch (error) {
      // Another build began in the same millisecond: the next one is free.
      if (error.code !== 'EEXIST') throw error;
    }
  }
}

/** Makes `build` (a folder in `buildsFolderOf(target)`) the live site at `target`. */
export function publishBuild(build, target) {
  target = resolve(target);
  const builds = buildsFolderOf(target);
  let previous = liveBuild(target);
  if (previous === undefined && existsSync(target)) {
    // A `dist` folder from before builds had folders of their own: it becomes the previous
    // build. Only this first swap has a moment without `dist` (the server answers 503).
    previous = join(builds, `0-${basename(target)}-${Date.now()}`);
    renameSync(target, previous);
  }
  const link = `${target}.${process.pid}.link`;
  rmSync(link, { force: true });
  symlinkSync(relative(dirname(target), build), link, 'dir');
  renameSync(link, target);
  removeOlderBuilds(builds, [build, previous]);
}

/** The build folder `target` links to, or undefined when it is no link. */
function liveBuild(target) {
  if (!lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  return resolve(dirname(target), readlinkSync(target));
}

/** Builds older than `keep`'s newest are removed; a newer one may still be being written. */
function removeOlderBuilds(builds, keep) {
  const kept = keep.filter(Boolean).map((folder) => basename(folder));
  const newest = [...kept].sort().at(-1) ?? '';
  for (const name of readdirSync(builds)) {
    if (kept.includes(name) || name > newest) continue;
    rmSync(join(builds, name), { recursive: true, force: true });
  }
}
