import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { virtualDisplay } from './display';
import { bootErrors, type VisitOptions, type Visitor } from './visitor';

/** WebKitGTK's MiniBrowser, driven by WebKitWebDriver (Debian's webkit2gtk-driver). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

interface Services {
  server: string;
}

let services: Promise<Services> | undefined;

/** A free TCP port on this machine. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Once per test worker: the WebDriver server, on the worker's virtual display. */
function startServices(): Promise<Services> {
  services ??= (async () => {
    const display = await virtualDisplay();
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    process.once('exit', () => driver.kill());
    const server = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${server}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { server };
  })();
  return services;
}

/*
 * WebKitWebDriver now and then never answers a command (about 1 in 20 tests), and the test then
 * sat until its 120 s timeout with nothing in its trace to say where. Each command gets a
 * deadline instead, and its failure names it; a session that does not open is asked for again.
 * Opening a session and sizing its window take a second or two, even beside another test worker,
 * and a hang there is recovered from (the session is asked for again; a window that will not size
 * keeps its size): they get a deadline of their own rather than the 45 s a script may need.
 */
const COMMAND_DEADLINE_MS = 45_000;
const SESSION_DEADLINE_MS = 15_000;
const SESSION_TRIES = 2;

function within<T>(what: string, pending: Promise<T>, ms = COMMAND_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`webkit: WebKitWebDriver did not answer ${what} in ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
}

/** Console errors, recorded from the moment the driver gets the page (classic WebDriver has no log). */
const listenToConsole = `
  if (!window.__engineConsole) {
    window.__engineConsole = [];
    const error = console.error.bind(console);
    console.error = (...parts) => { window.__engineConsole.push(parts.map(String).join(' ')); error(...parts); };
  }`;

/**
 * A MiniBrowser session over classic WebDriver. `features` are WebKit feature flags, such as
 * '+AllowWebGLInWorkers'. Setting the binary drops MiniBrowser's default arguments, so
 * --automation is passed here.
 */
export async function webkitVisitor(
  { javaScript = true, width = 1280, height = 800 }: VisitOptions = {},
  features: readonly string[] = [],
): Promise<Visitor> {
  const { server } = await startServices();
  const args = ['--automation'];
  if (!javaScript) args.push('--enable-javascript=false');
  if (features.length) args.push(`--features=${features.join(',')}`);
  // Held in an object: the driver is itself a thenable, which an await would resolve into another.
  const newSession = async (): Promise<{ driver: WebDriver }> => {
    const driver = new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // 'eager' never returns in WebKitWebDriver, and 'normal' waits for the load event, which a
        // held-back script delays: with scripts on, open() waits for the parsed document itself.
        pageLoadStrategy: javaScript ? 'none' : 'normal',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args },
      })
      .build();
    try {
      await within('a new session', driver.getSession(), SESSION_DEADLINE_MS);
    } catch (error) {
      // A session that opens after all is closed, not left running.
      void driver.getSession().then(
        () => driver.quit(),
        () => {},
      );
      throw error;
    }
    return { driver };
  };
  let opened: { driver: WebDriver } | undefined;
  for (let tries = 1; !opened; tries += 1) {
    try {
      opened = await newSession();
    } catch (error) {
      if (tries >= SESSION_TRIES) throw error;
    }
  }
  const session = opened.driver;
  // The window has a minimum width (its toolbar): the page gets the smallest it allows.
  await within(
    'setRect',
    session.manage().window().setRect({ width, height }),
    SESSION_DEADLINE_MS,
  ).catch(() => {});

  const run = async <T>(body: string, ...args: unknown[]): Promise<T> => {
    const result = (await within(
      'a script',
      session.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
       (async (...args) => { ${body} })(...${JSON.stringify(args)}).then(
         (value) => done({ value }), (error) => done({ error: String(error) }));`,
      ),
    )) as { value?: T; error?: string };
    if (result.error !== undefined) throw new Error(result.error);
    return result.value as T;
  };

  return {
    engine: 'webkit',
    async open(url) {
      await within(`get ${url}`, session.get(url));
      if (!javaScript) return;
      const parsed = `return location.href === ${JSON.stringify(new URL(url).href)} && document.readyState !== 'loading';`;
      for (let tries = 0; !(await run<boolean>(parsed).catch(() => false)); tries += 1) {
        if (tries > 300) throw new Error(`webkit: ${url} was not parsed in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await run(listenToConsole);
    },
    run,
    text: () => within('getText', session.findElement(By.css('body')).getText()),
    async click(css) {
      const element = await within(`find ${css}`, session.findElement(By.css(css)));
      // Instant: the page scrolls smoothly by default, and a click measured while that scroll was
      // still under way landed on whatever had moved under the point (the hero's section).
      await within(
        'scrollIntoView',
        session.executeScript(
          'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
          element,
        ),
      );
      await within(`click ${css}`, element.click());
    },
    async screenshot() {
      return Buffer.from(await within('takeScreenshot', session.takeScreenshot()), 'base64');
    },
    async problems() {
      if (!javaScript) return [];
      const uncaught = await run<string[]>(bootErrors);
      const logged = await run<string[]>('return window.__engineConsole ?? [];');
      return [
        ...uncaught.map((error) => `uncaught: ${error}`),
        ...logged.map((message) => `console.error: ${message}`),
      ];
    },
    async close() {
      await within('quit', session.quit());
    },
  };
}
