import { describe, expect, it } from 'vitest';
import {
  BOOT_CONFIG_ID,
  bootAfterFirstPaint,
  bootScriptUrls,
  compileBootScript,
} from '../../../scripts/lib/boot.js';
import { BOOT_CONFIG_ID as APP_BOOT_CONFIG_ID } from '../../../src/boot/boot-contract';

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <style>body{}</style>
  </head>
  <body><div id="root">content</div>
  </body></html>`;

describe('the boot script in the built pages', () => {
  const face = {
    family: 'Inter Variable',
    src: '/assets/inter-jkl.woff2',
    descriptors: { weight: '100 900' },
    load: true,
  };
  const html = bootAfterFirstPaint(built, 'start()', {
    styles: ['/assets/web-fonts-ghi.css'],
    faces: [face],
  });

  it("replaces Vite's entry and modulepreload tags with the boot configuration and one inline script", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(
      /<script type="application\/json" id="boot-config">[^<]+<\/script><script>start\(\)<\/script><noscript>[^]*<\/noscript>\s*<\/head>/,
    );
    // Without JavaScript, the web fonts come from their stylesheet.
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/web-fonts-ghi.css"></noscript>',
    );
    expect(bootScriptUrls(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js']);
    const config = /id="boot-config">([^<]+)</.exec(html)?.[1];
    expect(JSON.parse(config!).faces).toEqual([face]);
  });

  it('names its configuration block as the app does', () => {
    expect(BOOT_CONFIG_ID).toBe(APP_BOOT_CONFIG_ID);
  });

  it('refuses a build without an entry script rather than ship a page that never starts', () => {
    expect(() => bootAfterFirstPaint('<html><body></body></html>', '')).toThrow(/no module entry/);
  });

  it('compiles to one small self-contained script that reads its configuration', async () => {
    const code = await compileBootScript();
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).toContain(BOOT_CONFIG_ID);
    // It is inlined in every page's head, ahead of the hero's text (about 2.3 KB of brotli since it
    // answers the Animation control from the first paint, marks the visitor's first move for the
    // Armory's stills, and puts a shared look's set on the Armory, its stills and its portrait,
    // before it hydrates); the hero's own budget (its text within the first 14 KB of gzip) is the
    // bench's and budgets.spec's.
    expect(code.length).toBeLessThan(6500);
  });
});
