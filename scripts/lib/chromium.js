// The Chromium that the render scripts, the browser tests and the bench drive, and its WebGL flags.
import { existsSync } from 'node:fs';

/** This machine cannot download a browser: Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The browser tests' Chromium: Debian's build of the headless shell, the same Blink without the
 * browser's UI layer, as Playwright drives by default for headless runs. A page opens in about
 * half the time; the home and i18n suites took 181 s with it against 295 s. The bench and the
 * render scripts keep the full browser, which visitors run. CHROMIUM_PATH points both at one.
 */
export const TEST_CHROMIUM = '/usr/bin/chromium-headless-shell';
export const testChromiumPath = () => process.env.CHROMIUM_PATH || TEST_CHROMIUM;
/**
 * The shell hints glyphs to whole pixels unless told not to; the full browser places them at
 * subpixels, and text that wraps near its box's edge (the contract address at 360 px) would take
 * another line. Without hinting the shell lays text out as the full browser does.
 */
export const testTextFlags = ['--font-render-hinting=none'];

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
