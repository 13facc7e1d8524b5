// What the benchmark and render scripts share: the browser they drive, the production server they
// measure, and the statistics they print (simple-statistics).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { max, median as ssMedian, min } from 'simple-statistics';

/** This machine cannot download a browser: Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * WebGL in software (SwiftShader), so the 3D hero runs in a headless browser without a GPU. ANGLE
 * on SwiftShader also takes over the compositor: every frame of the page is drawn in software GL.
 * This is the benchmark's condition, harsher than any phone's GPU, and kept so its figures compare
 * across sessions.
 */
export const swiftShaderFlags = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];

/**
 * WebGL in software for the browser tests: the scene still draws through SwiftShader (ANGLE's
 * Vulkan backend), while the page is composited by Chromium's software compositor. With
 * `--use-angle=swiftshader` the page itself scrolled at 1–5 frames a second on 2 cores (40–60
 * without it), and every test that scrolls or waits on a frame paid for it.
 */
export const softwareWebGlFlags = ['--enable-unsafe-swiftshader'];

/**
 * The bench's flags: the harsher SwiftShader compositor by default, or with
 * BENCH_COMPOSITOR=software the browser tests' condition (the scene in SwiftShader either way).
 */
export const benchCompositor =
  process.env.BENCH_COMPOSITOR === 'software' ? 'software' : 'swiftshader';
export const benchFlags = benchCompositor === 'software' ? softwareWebGlFlags : swiftShaderFlags;

/** Resolves once `url` answers 200; rejects after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 10_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
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
  let state = 'starting';
  let failStart;
  const startFailed = new Promise((_, fail) => (failStart = fail));
  server.on('exit', (code, signal) => {
    if (state === 'stopped') return;
    const message = `The production server exited (${code ?? signal}); is port ${port} taken? Set BENCH_PORT.`;
    if (state === 'starting') failStart(new Error(message));
    else {
      // A server lost mid-run would give errors or wrong numbers: end the run instead.
      console.error(message);
      process.exit(1);
    }
  });
  try {
    await Promise.race([waitFor(base), startFailed]);
  } catch (error) {
    state = 'stopped';
    server.kill();
    throw error;
  }
  state = 'running';
  return {
    base,
    stop() {
      state = 'stopped';
      server.kill();
    },
  };
}
