import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, swiftShaderFlags } from './scripts/lib/harness.js';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium: this machine cannot download Playwright's own browser build.
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs on other ports (parallel checkouts) keep their own artifacts instead of wiping these.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        ...swiftShaderFlags,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
