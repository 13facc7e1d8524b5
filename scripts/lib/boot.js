// The pre-rendered pages start their JavaScript only once the page is on screen (and answer the
// Copy button before that): src/boot/ compiled to one inline script (hashed into the CSP) in place
// of Vite's entry script and modulepreloads, which would be fetched and run during the first frame.
import { build } from 'vite';

/** The id of the JSON data block that names the entry and its preloads (src/boot/boot-contract.ts). */
export const BOOT_CONFIG_ID = 'boot-config';

/** The boot script, compiled from src/boot/inline.ts to a self-contained, minified IIFE. */
export async function compileBootScript() {
  const [result] = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      // Every browser that can run the app runs this; it only uses the DOM.
      target: 'es2020',
      minify: true,
      lib: { entry: 'src/boot/inline.ts', formats: ['iife'], name: 'emberwildBootScript' },
    },
  });
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The boot script did not compile');
  return chunk.code.trim();
}

/**
 * A built HTML shell with Vite's entry script and modulepreloads replaced by the boot configuration
 * and script, at the end of the head (it only sets up listeners; the body has no inline script).
 * `faces`: the web fonts the boot script adds once the page has painted; `styles`: their
 * stylesheet, linked in a <noscript> for visitors without JavaScript.
 * @param {string} shell
 * @param {string} code
 * @param {{ styles?: string[], faces?: import('../../src/boot/boot-contract').WebFontFace[] }} [parts]
 */
export function bootAfterFirstPaint(shell, code, { styles = [], faces = [] } = {}) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('The built index.html has no module entry script');
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...shell.matchAll(preload)];
  const html = shell.replace(entry[0], '').replace(preload, '');
  const config = JSON.stringify({
    entry: entry[1],
    preloads: preloads.map((match) => match[1]),
    faces,
  });
  // Without JavaScript the web fonts come from their stylesheet, as usual.
  const noscript = styles.length
    ? `<noscript>${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>`
    : '';
  return html.replace(
    '</head>',
    `<script type="application/json" id="${BOOT_CONFIG_ID}">${config}</script><script>${code}</script>${noscript}\n  </head>`,
  );
}

/** The script URLs a boot script starts (for the size budgets and the tests). */
export function bootScriptUrls(html) {
  const block = new RegExp(`<script type="application/json" id="${BOOT_CONFIG_ID}">([^<]*)<`);
  const match = block.exec(html);
  if (!match) return [];
  const { entry, preloads } = JSON.parse(match[1]);
  return [entry, ...preloads];
}
