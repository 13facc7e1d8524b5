import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './tests/engines/fixtures';
import { testChromiumPath, testTextFlags, testWebGlFlags } from './scripts/lib/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium headless shell: this machine cannot download Playwright's own build of it.
const executablePath = testChromiumPath();

export default defineConfig<EngineOptions>({
  // Runs on other ports (parallel checkouts) keep their own artifacts instead of wiping these.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One browser per core the machine has (E2E_WORKERS overrides): each test's page, and SwiftShader
  // beside it in the scene's tests, keep a core busy; more workers than cores only queue them.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A page that never loads fails in a minute, not at the end of a long test's own limit.
    navigationTimeout: 60_000,
    // A trace is recorded on a failed test's retry (CI retries once): recording one for every
    // test, to keep only the failures', cost a fifth of a scene test's time in screencast frames
    // and snapshots drawn in software. Locally, add `--trace on` to the run that needs one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        ...testWebGlFlags,
        ...testTextFlags,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The same smoke suite in each engine (tests/engines): Debian's Chromium, Firefox ESR over
    // WebDriver BiDi, and WebKitGTK's MiniBrowser over WebDriver (under Xvfb), twice: as shipped
    // (WebGL on the main thread) and with WebGL allowed in workers. `npm test` leaves out the
    // Chromium smoke run, which the full suite (desktop) covers; run it with --project=chromium.
    { name: 'chromium', testDir: 'tests/engines', use: { engine: 'chromium' } },
    { name: 'firefox', testDir: 'tests/engines', use: { engine: 'firefox' } },
    { name: 'webkit', testDir: 'tests/engines', use: { engine: 'webkit' } },
    {
      name: 'webkit-webgl-in-workers',
      testDir: 'tests/engines',
      grep: /3D hero|hero returns/,
      // With the flag, WebKitGTK 2.50 creates WebGL2 contexts on a worker's own OffscreenCanvas
      // (the probe passes) but not on a page canvas handed to a worker, nor afterwards on the
      // main thread: the scene fails and the hero keeps its still image.
      use: { engine: 'webkit', webkitFeatures: ['+AllowWebGLInWorkers'], sceneMayFail: true },
    },
  ],
  webServer: {
    command: 'npm run build && node scripts/serve.js',
    url: baseURL,
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
