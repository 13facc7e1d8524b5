// What the benchmark and render scripts share: the browser they drive, the production server they
// measure, and the statistics they print (simple-statistics).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { max, median as ssMedian, min } from 'simple-statistics';

/** This machine cannot download a browser: Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * WebGL in software, for a headless browser without a GPU. With ANGLE on SwiftShader every frame
 * of the page is also composited in software GL: the bench's condition, harsher than any phone,
 * kept so its figures compare across sessions. The browser tests leave compositing to Chromium's
 * software compositor (the scene still draws in SwiftShader): the other way, every scroll and
 * every frame a test waits on is many times slower.
 */
export const swiftShaderFlags = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];
export const softwareWebGlFlags = ['--enable-unsafe-swiftshader'];

/** The bench's flags: SwiftShader's compositor, or the tests' with BENCH_COMPOSITOR=software. */
export const benchCompositor =
  process.env.BENCH_COMPOSITOR === 'software' ? 'software' : 'swiftshader';
export const benchFlags = benchCompositor === 'software' ? softwareWebGlFlags : swiftShaderFlags;

/** Resolves once `url` answers 200; rejects after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 10_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await delay(100);
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const present = (values) => values.filter((value) => value != null);

/** The median of the values, nulls left out; null when nothing is left. */
export const median = (values) => (present(values).length ? ssMedian(present(values)) : null);

/** `{ min, median, max }` of the values (nulls left out; all three null when nothing is left). */
export function minMedianMax(values) {
  const samples = present(values);
  if (!samples.length) return { min: null, median: null, max: null };
  return { min: min(samples), median: ssMedian(samples), max: max(samples) };
}

/**
 * Starts scripts/serve.js on `port` for the build in `distDir` and waits until it answers. Fails
 * loudly when the server exits early (a port already taken, no build). Returns `{ base, stop }`.
 */
export async function startServer({ port, distDir = 'dist' }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/serve.js'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: resolve(distDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let started = false;
  let stopped = false;
  const exited = once(server, 'exit').then(([code, signal]) => {
    if (stopped) return;
    const message = `The production server exited (${code ?? signal}); is port ${port} taken? Set BENCH_PORT.`;
    if (!started) throw new Error(message);
    // A server lost mid-run would give errors or wrong numbers: end the run instead.
    console.error(message);
    process.exit(1);
  });
  const stop = () => {
    stopped = true;
    server.kill();
  };
  await Promise.race([waitFor(base), exited]).catch((error) => {
    stop();
    throw error;
  });
  started = true;
  return { base, stop };
}
