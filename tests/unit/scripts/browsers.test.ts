import { describe, expect, it } from 'vitest';
import { e2eTools, installHint, missingTools } from '../../../scripts/lib/browsers.js';

const installed = [
  '/usr/bin/chromium',
  '/usr/lib/firefox-esr/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/Xvfb',
  '/usr/sbin/nginx',
];

/** What is missing on a machine that has `files`, with `env` and the PATH /usr/bin:/usr/sbin. */
function missingOn(files: string[], env: NodeJS.ProcessEnv = {}) {
  const has = new Set(files);
  return missingTools(e2eTools(env), {
    path: '/usr/bin:/usr/sbin',
    canRun: (path) => has.has(path),
  });
}

describe('the browsers the browser tests drive (scripts/check-browsers.js)', () => {
  it('finds nothing missing on a machine with every one', () => {
    expect(missingOn(installed)).toEqual([]);
  });

  it('names a missing browser once, with its Debian package and the command, on one line', () => {
    const missing = missingOn(installed.filter((file) => file !== '/usr/bin/chromium'));
    expect(missing.map(({ name }) => name)).toEqual(['Chromium']);
    const hint = installHint(missing, { root: true });
    expect(hint).not.toContain('\n');
    expect(hint).toBe(
      'Not installed for the browser tests: Chromium (/usr/bin/chromium). ' +
        'Install with: apt-get install chromium (or point CHROMIUM_PATH at one)',
    );
  });

  it('looks up commands on PATH, as spawn() does', () => {
    const missing = missingOn(installed.filter((file) => !file.endsWith('/Xvfb')));
    expect(installHint(missing, { root: true })).toBe(
      'Not installed for the browser tests: Xvfb (Xvfb on PATH). Install with: apt-get install xvfb',
    );
    expect(
      missingOn([...installed.filter((file) => !file.endsWith('/Xvfb')), '/opt/x/Xvfb']),
    ).toHaveLength(1);
  });

  it('looks where the environment points, and says so', () => {
    const env = { CHROMIUM_PATH: '/opt/chromium/chrome', FIREFOX_PATH: '/opt/firefox/firefox' };
    const missing = missingOn([...installed, '/opt/firefox/firefox'], env);
    expect(installHint(missing, { root: true })).toContain(
      'Chromium (CHROMIUM_PATH=/opt/chromium/chrome)',
    );
  });

  it('names every missing one in the same line, each package once, with sudo when not root', () => {
    const hint = installHint(missingOn([]), { root: false });
    expect(hint.split('\n')).toHaveLength(1);
    expect(hint).toContain(
      'Install with: sudo apt-get install chromium firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb nginx-light',
    );
  });
});
