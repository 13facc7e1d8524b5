// The Chromium that the render scripts, the browser tests and the bench drive, and its WebGL flags.
import { existsSync } from 'node:fs';

/** This machine cannot download a browser: Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * WebGL in software, for a headless browser without a GPU. `softwareWebGlFlags` leaves compositing
 * to Chromium's software compositor, as any client without a GPU has it: the browser tests and the
 * benches run so. With ANGLE on SwiftShader (`swiftShaderFlags`, the bench's
 * BENCH_COMPOSITOR=swiftshader) every frame of the page is also composited in software GL, which no
 * client does, and every scroll and every frame a test waits on is many times slower.
 */
export const swiftShaderFlags = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];
export const softwareWebGlFlags = ['--enable-unsafe-swiftshader'];
/**
 * The browser tests' flags: the same, without multisampling. The tests read what the scene shows
 * (its beats, its pictures, the contrast over it), not its edges, and SwiftShader resolving four
 * samples a pixel at every frame made each wait on a frame a fifth longer. The bench keeps it.
 */
export const testWebGlFlags = [...softwareWebGlFlags, '--webgl-msaa-sample-count=0'];
