// What the browser tests drive, where each is looked for, and the Debian package that installs
// it: checked before they start (scripts/check-browsers.js), so that a missing browser is named
// once instead of failing every test that launches it with a stack trace.
import which from 'which';
import { TEST_CHROMIUM } from './chromium.js';

/**
 * The tools `npm run test:e2e` drives, where the tests look for them (playwright.config.ts,
 * chromium.js, tests/engines, tests/e2e/nginx.spec.ts), and the Debian package that installs each.
 */
export function e2eTools(env = process.env) {
  // A tool a variable may point elsewhere (an empty CHROMIUM_PATH is unset, as for chromium.js).
  const pointable = (name, debianPackage, variable, program) => ({
    name,
    debianPackage,
    program: (variable === 'CHROMIUM_PATH' ? env[variable] || undefined : env[variable]) ?? program,
    variable,
    overridden: Boolean(env[variable]),
  });
  return [
    pointable('Chromium headless shell', 'chromium-headless-shell', 'CHROMIUM_PATH', TEST_CHROMIUM),
    pointable('Firefox ESR', 'firefox-esr', 'FIREFOX_PATH', '/usr/lib/firefox-esr/firefox-esr'),
    { name: 'WebKitWebDriver', debianPackage: 'webkit2gtk-driver', program: 'WebKitWebDriver' },
    // webkit2gtk-driver depends on it: one install brings both.
    pointable(
      'MiniBrowser',
      'libwebkit2gtk-4.1-0',
      'MINIBROWSER_PATH',
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    ),
    { name: 'Xvfb', debianPackage: 'xvfb', program: 'Xvfb' },
    pointable('nginx', 'nginx-light', 'NGINX_PATH', 'nginx'),
  ];
}

/**
 * The tools not installed: a program with a slash is a path, any other is looked up on PATH.
 * @param {ReturnType<typeof e2eTools>} tools
 */
export const missingTools = (tools, { path = process.env.PATH } = {}) =>
  tools.filter(({ program }) => !which.sync(program, { path, nothrow: true }));

/** One line: what is missing, where it looked, and how to install it (the package list first). */
export function installHint(missing, { root = process.getuid?.() === 0 } = {}) {
  const where = ({ program, variable, overridden }) =>
    overridden ? `${variable}=${program}` : program.includes('/') ? program : `${program} on PATH`;
  const what = missing.map((tool) => `${tool.name} (${where(tool)})`).join(', ');
  const packages = [...new Set(missing.map(({ debianPackage }) => debianPackage))].join(' ');
  const variables = missing.flatMap(({ variable }) => (variable ? [variable] : []));
  const elsewhere = variables.length ? ` (or point ${variables.join(' / ')} at one)` : '';
  const sudo = root ? '' : 'sudo ';
  return `Not installed for the browser tests: ${what}. Install with: ${sudo}apt-get update && ${sudo}apt-get install ${packages}${elsewhere}`;
}
