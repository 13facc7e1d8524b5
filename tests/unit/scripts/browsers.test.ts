import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eTools, installHint, missingTools } from '../../../scripts/lib/browsers.js';

// A machine of its own: every tool that has a variable is pointed into it, and its PATH is bin/.
const root = mkdtempSync(join(tmpdir(), 'browsers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const env = {
  CHROMIUM_PATH: join(root, 'chromium/chrome'),
  FIREFOX_PATH: join(root, 'firefox/firefox'),
  MINIBROWSER_PATH: join(root, 'webkit/MiniBrowser'),
  NGINX_PATH: join(root, 'sbin/nginx'),
};
const onPath = ['WebKitWebDriver', 'Xvfb'].map((name) => join(root, 'bin', name));
const installed = [...Object.values(env), ...onPath];

/** What is missing once exactly `files` exist, as runnable programs, on that machine. */
function missingOn(files: string[], environment: NodeJS.ProcessEnv = env) {
  rmSync(root, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
  }
  return missingTools(e2eTools(environment), { path: join(root, 'bin') });
}

describe('the browsers the browser tests drive (scripts/check-browsers.js)', () => {
  it('finds nothing missing on a machine with every one', () => {
    expect(missingOn(installed)).toEqual([]);
  });

  it('names a missing browser once, with its Debian package and the command, on one line', () => {
    const missing = missingOn(installed.filter((file) => file !== env.CHROMIUM_PATH));
    expect(missing.map(({ name }) => name)).toEqual(['Chromium headless shell']);
    const hint = installHint(missing, { root: true });
    expect(hint).not.toContain('\n');
    expect(hint).toBe(
      `Not installed for the browser tests: Chromium headless shell (CHROMIUM_PATH=${env.CHROMIUM_PATH}). ` +
        'Install with: apt-get update && apt-get install chromium-headless-shell (or point CHROMIUM_PATH at one)',
    );
  });

  it('looks up commands on PATH, as spawn() does, and needs them runnable', () => {
    const xvfb = join(root, 'bin/Xvfb');
    const missing = missingOn(installed.filter((file) => file !== xvfb));
    expect(installHint(missing, { root: true })).toBe(
      'Not installed for the browser tests: Xvfb (Xvfb on PATH). Install with: apt-get update && apt-get install xvfb',
    );
    expect(
      missingOn([...installed.filter((file) => file !== xvfb), join(root, 'opt/Xvfb')]),
    ).toHaveLength(1);
    missingOn(installed);
    chmodSync(xvfb, 0o644);
    expect(
      missingTools(e2eTools(env), { path: join(root, 'bin') }).map(({ name }) => name),
    ).toEqual(['Xvfb']);
  });

  it('looks where the packages install them when no variable points elsewhere', () => {
    const tools = e2eTools({});
    expect(tools.find(({ name }) => name.startsWith('Chromium'))?.program).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(
      installHint(
        tools.filter(({ name }) => name === 'Firefox ESR'),
        { root: true },
      ),
    ).toContain('Firefox ESR (/usr/lib/firefox-esr/firefox-esr)');
  });

  it('names every missing one in the same line, each package once, with sudo when not root', () => {
    const hint = installHint(missingOn([]), { root: false });
    expect(hint.split('\n')).toHaveLength(1);
    expect(hint).toContain(
      'Install with: sudo apt-get update && sudo apt-get install chromium-headless-shell firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb nginx-light',
    );
  });
});
