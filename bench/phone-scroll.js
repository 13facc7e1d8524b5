// The whole home page scrolled as on a phone (390×844 at a device pixel ratio of 2, the CPU 4×
// slower, 250 px wheel notches), traced: the main thread's long tasks meanwhile, their blocking
// time, and what each one was. Part of `npm run bench:scene`.
//
// Two ways to be 4× slower. As the page comes (the still), the browser's own throttling runs the
// main thread 4× slower, and a task's clock time is the visitor's wait. With the scene played
// that throttle measures the machine: it slices the thread by the clock, and here SwiftShader draws
// every pixel of the scene on the same two cores, so each slice finds the thread without a core
// (at 1× the page's main thread spends the same CPU time with the scene and without it). There the
// scroll runs unthrottled, and each task's own CPU time is taken 4× (Lighthouse's simulated
// throttling, on the thread's time rather than the clock's): a phone's GPU takes no core from the
// page (docs/performance.md, "A phone's scroll").
import { phone } from './story.js';

export const phoneScroll = { dpr: 2, cpuSlowdown: 4, notchPx: 250, notchMs: 120 };

/** Chromium's trace of a renderer: the tasks, and what ran inside them. */
const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  '__metadata',
];

/** The part of a task over 50 ms: what it blocked input for. */
export const blockingMs = (tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);

/**
 * The main thread's tasks of at least 50 ms in a trace, each with the work that filled it: the
 * longest named events inside it (a script's URL, a layout, a style recalc, a paint, a parse).
 * With `slowdown`, a task's length is its thread's CPU time times `slowdown`, not its clock time.
 */
export function longTasks(events, { slowdown = 0 } = {}) {
  const length = (event) => (slowdown ? (event.tdur ?? event.dur) * slowdown : event.dur);
  const thread = (event) => `${event.pid}:${event.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(thread(e)));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && length(e) >= 50_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        thread(e) === thread(task) &&
        e.ts >= task.ts &&
        e.ts + e.dur <= end &&
        e.name !== 'RunTask' &&
        e.name !== 'ThreadControllerImpl::RunTask' &&
        length(e) >= 3_000,
    );
    const causes = new Map();
    for (const event of inside) {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const url = data.url || data.stackTrace?.[0]?.url || '';
      const file = url
        ? ` ${url
            .split('/')
            .pop()
            ?.replace(/-[\w-]{8}\.js$/, '.js')}`
        : '';
      const name = `${event.name}${file}`;
      // Nested events of one kind count once: the outermost.
      const outer = inside.some(
        (other) =>
          other !== event &&
          other.name === event.name &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur &&
          other.dur > event.dur,
      );
      if (!outer) causes.set(name, (causes.get(name) ?? 0) + length(event) / 1000);
    }
    const top = [...causes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    return { ms: length(task) / 1000, causes: top.join(', ') || 'no traced child' };
  });
}

/**
 * Scrolls the page from the top to the end with the wheel, a notch every `notchMs`, under a trace,
 * and on until it has rested for 2 s (the sections' island starts once the scroll rests): the
 * long tasks the visitor's scroll met, by the clock or (`slowdown`) by the thread's CPU time.
 */
export async function scrollLongTasks(page, cdp, { slowdown = 0 } = {}) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: traceCategories },
    transferMode: 'ReportEvents',
  });
  await page.mouse.move(phone.width / 2, phone.height / 2);
  for (let notch = 0; notch < 200; notch += 1) {
    await page.mouse.wheel(0, phoneScroll.notchPx);
    await page.waitForTimeout(phoneScroll.notchMs);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
  }
  await page.waitForTimeout(2000);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return longTasks(events, { slowdown });
}
