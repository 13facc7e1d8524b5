// What both benches share: the flags their Chromium runs with, and the production server they
// measure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { softwareWebGlFlags, swiftShaderFlags } from '../scripts/lib/chromium.js';

/**
 * The compositor a client without a GPU gets: Chromium's software compositor (chrome://gpu says
 * "Software only" in a headless Chromium on this machine, as in PageSpeed Insights' lab), with WebGL
 * in SwiftShader. BENCH_COMPOSITOR=swiftshader composites every frame in SwiftShader's GL instead
 * (`--use-angle=swiftshader`): a condition no client has, which also costs the main thread
 * 40-170 ms when Chromium shuts down the first page's widget 1 s in (docs/performance.md).
 */
export const benchCompositor =
  process.env.BENCH_COMPOSITOR === 'swiftshader' ? 'swiftshader' : 'software';
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

/**
 * Starts scripts/serve.js on `port` for the build in `distDir` and waits until it answers, in a
 * process of its own, so the bench's own work never delays a response. Fails loudly when the
 * server exits early (a port already taken, no build). Returns `{ base, stop }`.
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
