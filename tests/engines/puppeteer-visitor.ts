import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumPath, testWebGlFlags } from '../../scripts/lib/chromium.js';
import { virtualDisplay } from './display';
import { bootErrors, type VisitOptions, type Visitor } from './visitor';

/** Debian's Firefox ESR: the wrapper in /usr/bin execs this binary. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/lib/firefox-esr/firefox-esr';

async function launch(engine: 'chromium' | 'firefox', javaScript: boolean): Promise<Browser> {
  if (engine === 'firefox') {
    // Headless Firefox has no WebGL here; with a (virtual) display it draws the scene in a worker.
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      headless: false,
      env: { ...process.env, DISPLAY: await virtualDisplay() },
      extraPrefsFirefox: {
        // WebDriver BiDi in Firefox 153 has no command to turn scripts off; the preference does.
        ...(javaScript ? {} : { 'javascript.enabled': false }),
        // Firefox refuses some ports outright (4190, ManageSieve, among them): a run on such an
        // E2E_PORT would fail every navigation with deniedPortAccess.
        'network.security.ports.banned.override': process.env.E2E_PORT ?? '4174',
        // As Chromium's test flags: no multisampling for the software GL's frames.
        'webgl.msaa-samples': 0,
        // Frames at 30 a second, as a phone saving its battery draws them. At 60, the live scene
        // in software GL kept both cores busy (1.75 CPU-s a second) and starved the other test
        // worker. Below 40 the scene lowers its resolution, as on any slow machine; what the
        // tests read holds (scene behind the sections 12-26 against 12-18, cold pixels the same).
        'layout.frame_rate': 30,
      },
    });
  }
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', ...testWebGlFlags],
  });
}

/** Runs in the page first: console.error's Error arguments become their name, message and stack. */
function spellOutErrors() {
  const error = console.error.bind(console);
  console.error = (...parts: unknown[]) =>
    error(
      ...parts.map((part) =>
        part instanceof Error ? `${part.name}: ${part.message}\n${part.stack ?? ''}` : part,
      ),
    );
}

/** Chromium over CDP, Firefox over WebDriver BiDi: a fresh browser for each visitor. */
export async function puppeteerVisitor(
  engine: 'chromium' | 'firefox',
  { javaScript = true, width = 1280, height = 800 }: VisitOptions = {},
): Promise<Visitor> {
  const browser = await launch(engine, javaScript);
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  if (!javaScript && engine === 'chromium') await page.setJavaScriptEnabled(false);
  const seen: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => seen.push(`uncaught: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? 'no source';
    logged.push(`console.error: ${message.text()} (${where})`);
  });
  // An Error handed to console.error reaches the message as "JSHandle@error", and reading it back
  // from the page fails over WebDriver BiDi (Firefox gave "undefined"): the page spells it out.
  if (javaScript) await page.evaluateOnNewDocument(spellOutErrors);

  const run = <T>(body: string, ...args: unknown[]): Promise<T> =>
    page.evaluate(`(async (...args) => { ${body} })(...${JSON.stringify(args)})`) as Promise<T>;

  return {
    engine,
    async open(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    run,
    text: () => page.$eval('body', (body) => body.innerText),
    async click(css) {
      await page.locator(css).click();
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    async problems() {
      if (!javaScript) return [];
      // The boot script's record too: not every engine reports an unhandled rejection as an error.
      const uncaught = await run<string[]>(bootErrors).catch(() => []);
      return [...seen, ...logged, ...uncaught.map((error) => `recorded: ${error}`)];
    },
    async close() {
      await browser.close();
    },
  };
}
