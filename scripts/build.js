// `npm run build`: the browser bundle, the renderer and the pre-rendered pages, written into a new
// folder beside the live site, then swapped in at once (scripts/lib/publish-build.js). A running
// `npm start` serves the new build from its next request; a failed build leaves the live one.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build as viteBuild } from 'vite';
import { newBuildFolder, publishBuild } from './lib/publish-build.js';

const target = resolve(process.env.DIST_DIR ?? 'dist');
const build = newBuildFolder(target);
// vite.config.ts and prerender.js write where DIST_DIR says.
process.env.DIST_DIR = build;
try {
  await viteBuild();
  await viteBuild({ build: { ssr: 'src/entry-server.tsx' } });
  await import('./prerender.js');
} catch (error) {
  rmSync(build, { recursive: true, force: true });
  rmSync(`${build}-ssr`, { recursive: true, force: true });
  console.error(error);
  console.error(`The build failed; ${target} is unchanged.`);
  process.exit(1);
}
publishBuild(build, target);
console.log(`Published ${build} as ${target}.`);
