// The Chromium that the render scripts, the browser tests and the bench drive, and its WebGL flags.
import { existsSync } from 'node:fs';

/** This machine cannot download a browser: Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * WebGL in software, for a headless browser without a GPU. `softwareWebGlFlags` composites as any
 * client without a GPU does (the tests and benches run so); with ANGLE on SwiftShader
 * (`swiftShaderFlags`, the bench's BENCH_COMPOSITOR=swiftshader) every frame is composited in
 * software GL too, which no client does, and is many times slower.
 */
export const swiftShaderFlags = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];
export const softwareWebGlFlags = ['--enable-unsafe-swiftshader'];
/**
 * The browser tests' flags: without multisampling, which made each frame a fifth slower. The tests
 * read what the scene shows, not its edges; the bench keeps it.
 */
export const testWebGlFlags = [...softwareWebGlFlags, '--webgl-msaa-sample-count=0'];
