// The first tap on the hero's Copy button on a phone-like main thread, for `npm run bench`: fresh
// contexts in Debian's Chromium, the hero as a software renderer gets it (its still image), a
// 390×844 viewport, the CPU slowed 4×. Everything is timed in the page by an init script that runs
// before the site's code: t0 when the h1's text is painted (Element Timing: what a visitor sees),
// each click when received and dispatched, each clipboard write, and the end of the first frame
// that shows the toast. The page reports over a DevTools binding, and no Playwright locator runs
// during a load (its script would be compiled on the throttled main thread). The first working
// click is the first one followed by a copy before the next click's dispatch: a click React replays
// too late did nothing for the visitor.
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { benchFlags } from './harness.js';
import { chromiumPath } from '../scripts/lib/chromium.js';

export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: false,
};
export const cpuSlowdown = 4;
export const clickEveryMs = 150;
export const giveUpAfterMs = 10_000;
/** src/main.tsx sets no hydration marker: the network idle, then this long. Only in the bench. */
export const settleAfterIdleMs = 3000;
/** How long the idle click waits for the 3D hero to be live (or given up for the still image). */
export const sceneSettleMs = 45_000;

const binding = '__benchNotify';

/** Runs in the page before its own scripts; everything it learns is in window.__firstClick. */
function instrument(bindingName) {
  const record = {
    clicks: [],
    copies: [],
    heroPaint: null,
    fcp: null,
    toastInDom: null,
    toastFrame: null,
    toastText: null,
    toastTone: null,
    heroTold: false,
    longTasks: [],
  };
  window.__firstClick = record;
  const notify = (what) => window[bindingName]?.(what);

  const wrap = (target, name, isCopy = () => true) => {
    const original = target?.[name];
    if (typeof original !== 'function') return;
    target[name] = function (...args) {
      if (isCopy(args)) record.copies.push({ at: performance.now(), via: name });
      return original.apply(this, args);
    };
  };
  if (typeof Clipboard !== 'undefined') {
    wrap(Clipboard.prototype, 'writeText');
    wrap(Clipboard.prototype, 'write');
  }
  wrap(Document.prototype, 'execCommand', (args) => String(args[0]).toLowerCase() === 'copy');

  // Each click's own next frame: on the control (no script) it is all a click costs there.
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const click = { input: event.timeStamp, dispatched: performance.now(), frame: null };
      record.clicks.push(click);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          click.frame = performance.now();
          notify('frame');
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );

  // The centre of the hero's Copy button in viewport pixels, scrolled into view first if it is
  // below the fold (on a phone), instantly: a visitor's swipe has ended before their tap.
  window.__copyButtonCentre = () => {
    const hero = document.querySelector('h1')?.closest('section') ?? document;
    // Found by what it does, not by its words: the page may be in any language.
    const button = hero.querySelector('button[data-copy-from]');
    if (!button) return null;
    let box = button.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) {
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = button.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };

  const heroVisible = () => {
    if (record.heroTold) return;
    record.heroTold = true;
    notify('hero');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const at = entry.renderTime || entry.loadTime || entry.startTime;
      if (entry.identifier === 'bench-hero' && record.heroPaint === null) {
        record.heroPaint = at;
        heroVisible();
      }
    }
  }).observe({ type: 'element', buffered: true });
  // Main-thread long tasks, to tell a busy main thread from a slow compositor in bench.json.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp && record.fcp === null) record.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Fallback t0: a browser without Element Timing reports none for the h1.
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) {
    new PerformanceObserver(() => heroVisible()).observe({ type: 'paint', buffered: true });
  }

  const heroObserver = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('elementtiming', 'bench-hero');
    heroObserver.disconnect();
  });
  heroObserver.observe(document, { childList: true, subtree: true });

  // A toast, early or the app's, in any language: a status with a tone (success or destructive).
  const toastObserver = new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role="status"][data-tone]')) {
      record.toastInDom = performance.now();
      record.toastText = status.textContent;
      record.toastTone = status.getAttribute('data-tone');
      toastObserver.disconnect();
      notify('toast');
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (record.toastFrame = performance.now());
        channel.port2.postMessage(null);
      });
      return;
    }
  });
  toastObserver.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The first click after which a copy call came before the next click was dispatched. */
export function firstWorkingClick(clicks, copies) {
  const byDispatch = [...clicks].sort((a, b) => a.dispatched - b.dispatched);
  const index = byDispatch.findIndex((click, i) => {
    const next = byDispatch[i + 1]?.dispatched ?? Infinity;
    return copies.some((copy) => copy.at >= click.dispatched && copy.at < next);
  });
  return index < 0 ? null : { index, click: byDispatch[index] };
}

/** Where a click's time to its toast went (bench.json only; null where a step did not happen). */
function breakdown(click, record) {
  const copy = record.copies.find((call) => call.at >= click.dispatched);
  const step = (from, to) => (from != null && to != null ? to - from : null);
  /** Milliseconds of main-thread long tasks between two moments. */
  const busy = (from, to) =>
    from == null || to == null
      ? null
      : record.longTasks.reduce(
          (sum, task) =>
            sum +
            Math.max(0, Math.min(to, task.start + task.duration) - Math.max(from, task.start)),
          0,
        );
  return {
    inputToDispatchMs: step(click.input, click.dispatched),
    dispatchToCopyMs: step(click.dispatched, copy?.at),
    dispatchToToastInDomMs: step(click.dispatched, record.toastInDom),
    toastInDomToFrameMs: step(record.toastInDom, record.toastFrame),
    longTaskMsClickToToast: busy(click.input, record.toastFrame),
  };
}

/** A fresh phone-like page with the instrumentation, its CPU slowed; not navigated yet. */
async function openPage(browser, url) {
  const context = await browser.newContext({ ...phone });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(url).origin,
  });
  await context.addInitScript(instrument, binding);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: binding });
  // One promise per message the page sends ('hero', 'toast'), resolved when it is sent.
  const heard = new Map();
  const message = (what) => {
    if (!heard.has(what)) {
      let resolve;
      const promise = new Promise((done) => (resolve = done));
      heard.set(what, { promise, resolve });
    }
    return heard.get(what);
  };
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name === binding) message(payload).resolve(true);
  });
  /** Resolves true when the page has told `what`, false after `ms`. */
  const told = (what, ms) =>
    Promise.race([message(what).promise, delay(Math.max(0, ms), false, { ref: false })]);
  /** Evaluates an expression in the page over the same session (no Playwright injected script). */
  const read = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  return { context, page, told, read };
}

const sceneOf = `document.querySelector('[data-scene]')?.getAttribute('data-scene') ?? null`;

/** Waits up to 2 s for the frame that shows the toast (already in the DOM), then reads all. */
async function finalRecord(read) {
  const until = Date.now() + 2000;
  while (Date.now() < until && (await read('window.__firstClick.toastFrame')) === null)
    await delay(50);
  return read('window.__firstClick');
}

/** One fresh load: click from the moment the hero's text is visible until a toast shows. */
export async function measureFirstClickLoad(browser, url) {
  const started = Date.now();
  const left = () => giveUpAfterMs - (Date.now() - started);
  const { context, page, told, read } = await openPage(browser, url);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: giveUpAfterMs });
    let clicksSent = 0;
    if (await told('hero', left())) {
      let centre = await read('window.__copyButtonCentre()');
      while (centre && left() > 0) {
        await page.mouse.click(centre.x, centre.y);
        clicksSent += 1;
        if (await told('toast', Math.min(clickEveryMs, left()))) break;
        centre = (await read('window.__copyButtonCentre()')) ?? centre;
      }
    }
    if (!(await told('toast', 0))) await told('toast', Math.min(1000, left()));
    const record = await finalRecord(read);
    const t0 = record.heroPaint ?? record.fcp;
    const working = firstWorkingClick(record.clicks, record.copies);
    const toastVisible = record.toastFrame;
    const firstClick = [...record.clicks].sort((a, b) => a.dispatched - b.dispatched)[0];
    const result = {
      ok: false,
      t0,
      t0From: record.heroPaint !== null ? 'element timing (h1)' : 'first-contentful-paint',
      clicksSent,
      firstClickAfterT0Ms: firstClick && t0 != null ? firstClick.input - t0 : null,
      workingClick: working?.index ?? null,
      deadClicks: working?.index ?? record.clicks.length,
      deadTimeMs: null,
      clickToToastMs: null,
      toastText: record.toastText,
      toastTone: record.toastTone,
      scene: await read(sceneOf),
      record,
    };
    if (t0 == null)
      return { ...result, failure: `hero text not painted in ${giveUpAfterMs / 1000} s` };
    if (!working || toastVisible == null) {
      const missing = working ? 'toast' : 'copy';
      return {
        ...result,
        failure: `no ${missing} in ${giveUpAfterMs / 1000} s (${record.clicks.length} clicks)`,
      };
    }
    return {
      ...result,
      ok: true,
      deadTimeMs: working.index === 0 ? 0 : working.click.input - t0,
      clickToToastMs: toastVisible - working.click.input,
      breakdown: breakdown(working.click, record),
    };
  } finally {
    await context.close();
  }
}

/**
 * One fresh load left to settle, then one click: what the copy costs once React runs the page.
 * On the control (`control`: the first screen without a script, bench/control.js) the click's
 * own next frame, what the same click costs the same browser where no script answers it.
 */
export async function measureHydratedClickLoad(browser, url, { control = false } = {}) {
  const { context, page, told, read } = await openPage(browser, url);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // No marker says hydration is over: the network idle, the hero's 3D settled (it starts after
    // the network first goes quiet), the button scrolled into view, the network idle, and 3 s.
    const idle = () => page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await idle();
    // The control's hero has no script to settle it.
    const settled =
      !control &&
      (await page
        .waitForFunction(
          () => !/^(pending|loading)$/.test(document.querySelector('[data-scene]')?.dataset.scene),
          null,
          { timeout: sceneSettleMs, polling: 250 },
        )
        .then(
          () => true,
          () => false,
        ));
    // The scroll's own work (sections fetched and revealed) is over before the tap, as for a
    // visitor who scrolled to the button: a tap in the same instant measured the scroll's work.
    if (!(await read('window.__copyButtonCentre()')))
      return { ok: false, failure: 'no Copy button' };
    await idle();
    await page.waitForTimeout(settleAfterIdleMs);
    const centre = await read('window.__copyButtonCentre()');
    if (!centre) return { ok: false, failure: 'no Copy button' };
    await page.mouse.click(centre.x, centre.y);
    if (control) {
      await told('frame', giveUpAfterMs);
      const [click] = (await read('window.__firstClick')).clicks;
      const clickToFrameMs = click?.frame != null ? click.frame - click.input : null;
      return clickToFrameMs == null
        ? { ok: false, failure: `no frame after the click in ${giveUpAfterMs / 1000} s` }
        : { ok: true, clickToFrameMs };
    }
    const toast = await told('toast', giveUpAfterMs);
    const record = toast ? await finalRecord(read) : await read('window.__firstClick');
    const click = record.clicks[0];
    const toastVisible = record.toastFrame;
    const result = {
      ok: Boolean(click && toastVisible != null),
      clickToToastMs: click && toastVisible != null ? toastVisible - click.input : null,
      copied: record.copies.length > 0,
      breakdown: click ? breakdown(click, record) : null,
      toastText: record.toastText,
      toastTone: record.toastTone,
      scene: await read(sceneOf),
      sceneSettledBeforeClick: settled,
      record,
    };
    return result.ok ? result : { ...result, failure: `no toast in ${giveUpAfterMs / 1000} s` };
  } finally {
    await context.close();
  }
}

/**
 * `runs` fresh loads of each kind, in one browser, the settled ones interleaved with as many on
 * the control at `controlUrl`. A load that throws is a failed load.
 */
export async function measureFirstClicks(url, controlUrl, runs) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', ...benchFlags],
  });
  const safely = async (measure, on = url, options = undefined) => {
    try {
      return await measure(browser, on, options);
    } catch (error) {
      return { ok: false, failure: String(error).split('\n')[0] };
    }
  };
  const firstClick = [];
  const hydrated = [];
  const control = [];
  try {
    for (let run = 0; run < runs; run += 1) firstClick.push(await safely(measureFirstClickLoad));
    for (let run = 0; run < runs; run += 1) {
      hydrated.push(await safely(measureHydratedClickLoad));
      control.push(await safely(measureHydratedClickLoad, controlUrl, { control: true }));
    }
  } finally {
    await browser.close();
  }
  return { firstClick, hydrated, control };
}
