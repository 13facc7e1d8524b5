/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontFallbacksPlugin } from './scripts/lib/font-fallbacks-plugin.ts';
import { iconSpritePlugin } from './scripts/lib/icon-sprite-plugin.ts';
import { markdownPlugin } from './scripts/lib/markdown-plugin.ts';
import { messagesPlugin } from './scripts/lib/messages-plugin.ts';
import { siteEnvPrefixes, validateContentPlugin } from './scripts/lib/validate-content-plugin.ts';
import { writtenFiguresPlugin } from './scripts/lib/written-figures-plugin.ts';

/** Unit tests that render, or read the window: in jsdom, with the app's setup. */
const domTests = [
  'tests/unit/{app,boot,components,lib,reveal,stores,timeline}/**/*.test.{ts,tsx}',
  'tests/unit/scene/{gate,host}/**/*.test.{ts,tsx}',
  'tests/unit/scene/scene-{host,port}.test.{ts,tsx}',
  'tests/unit/sections/{armory,armory-url,hero-art,home-timeline,hover-until-hydrated}.test.{ts,tsx}',
];

/**
 * The jsdom tests that get a jsdom and a module graph of their own: those that replace modules
 * (`vi.mock`) or reset the graph, and three that failed after other files in a shared one
 * (section-nav, reveal, armory, in shuffled runs: state left in a module they share). The rest
 * share one jsdom and graph per worker: setting up a jsdom took about a second a file, most of the
 * unit run (65 s -> 40 s); a new jsdom file that fails only in a shuffled run belongs here.
 */
const domTestsOwningModules = [
  'tests/unit/app/error-screen.test.tsx',
  'tests/unit/boot/{boot-page,load-web-fonts,start-app}.test.ts',
  'tests/unit/components/{section-nav,toaster-slot}.test.tsx',
  'tests/unit/lib/when-idle.test.ts',
  'tests/unit/scene/gate/scene-capabilities.test.ts',
  'tests/unit/scene/host/{mount-scene,page-inputs}.test.ts',
  'tests/unit/scene/scene-port.test.ts',
  'tests/unit/reveal/reveal.test.tsx',
  'tests/unit/sections/{armory,hero-art}.test.tsx',
  'tests/unit/timeline/timeline.test.tsx',
];

// DIST_DIR lets parallel checkouts or test runs build side by side without clobbering dist/.
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    validateContentPlugin(),
    fontFallbacksPlugin(),
    messagesPlugin(),
    writtenFiguresPlugin(),
    markdownPlugin(),
    iconSpritePlugin(),
    react(),
  ],
  resolve: {
    alias: [
      // wouter imports React's own useSyncExternalStore through the pre-React-18 shim, whose
      // fallback code every page would otherwise download (React 19 always has the hook).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  // Only the documented overrides (.env.example) reach the page, never other variables.
  envPrefix: siteEnvPrefixes,
  // Files served under their own names at the site root (favicon.ico, share image, icons).
  publicDir: 'assets/public',
  build: {
    // The server bundle only renders routes to HTML at build time; it is never deployed.
    outDir: isSsrBuild ? `${distDir}-ssr` : distDir,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    manifest: !isSsrBuild,
    // The web fonts are a stylesheet of their own: the boot script adds its faces after the first
    // paint (scripts/lib/boot.js), and visitors without JavaScript get it through <noscript>.
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: 'index.html',
            'web-fonts': 'src/styles/web-fonts.css',
            // The share pages' stylesheet: they run no script, so no chunk of the app brings it;
            // scripts/prerender.js inlines it into them by the class names they use.
            'look-page': 'src/app/look-page.module.css',
          },
        },
    modulePreload: {
      // Every browser that runs this build (ES2022) supports modulepreload natively.
      polyfill: false,
    },
  },
  // Module workers: the scene's worker fetches the beats below the hero as a chunk of its own.
  worker: { format: 'es' },
  test: {
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // A file's first render of the app compiles it on import: past 5 s on a busy two-core machine.
    testTimeout: 15_000,
    // A worker per core: Vitest's own default leaves one core free (one worker on two cores), and
    // the run is most of its time in jsdom's setup, which a second worker halves (93 s -> 63 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTestsOwningModules,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-shared',
          environment: 'jsdom',
          include: domTests,
          exclude: domTestsOwningModules,
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
        },
      },
      {
        // A fresh jsdom and the home page's sections for each file were most of the unit run's
        // time (docs/performance.md); the pure tests (content, story, geometry, scripts) need
        // neither and share one module graph. A test here that needs a document fails with
        // "document is not defined": move its folder to domTests.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: domTests,
          isolate: false,
        },
      },
    ],
  },
}));
