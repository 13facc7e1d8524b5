// `npm run build`: the browser bundle, the renderer and the pre-rendered pages, written into a new
// folder beside the live site, then swapped in at once (scripts/lib/publish-build.js). A running
// `npm start` serves the new build from its next request; a failed build leaves the live one.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { newBuildFolder, publishBuild } from './lib/publish-build.js';

const target = resolve(process.env.DIST_DIR ?? 'dist');
const build = newBuildFolder(target);
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

const steps = [
  [vite, 'build'],
  [vite, 'build', '--ssr', 'src/entry-server.tsx'],
  ['scripts/prerender.js'],
];
for (const args of steps) {
  const { status, signal } = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: build },
  });
  if (status !== 0) {
    rmSync(build, { recursive: true, force: true });
    rmSync(`${build}-ssr`, { recursive: true, force: true });
    console.error(`The build failed (${signal ?? `exit ${status}`}); ${target} is unchanged.`);
    process.exit(status || 1);
  }
}
publishBuild(build, target);
console.log(`Published ${build} as ${target}.`);
