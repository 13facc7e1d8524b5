// The whole home page scrolled as on a phone (390×844 at a device pixel ratio of 2, the CPU 4×
// slower, 250 px wheel notches), traced: the main thread's long tasks meanwhile, their blocking
// time, and what each one was. Part of `npm run bench:scene`.
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
 */
export function longTasks(events) {
  const thread = (event) => `${event.pid}:${event.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(thread(e)));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 50_000);
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
        e.dur >= 3_000,
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
      if (!outer) causes.set(name, (causes.get(name) ?? 0) + event.dur / 1000);
    }
    const top = [...causes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    return { ms: task.dur / 1000, causes: top.join(', ') || 'no traced child' };
  });
}

/**
 * Scrolls the page from the top to the end with the wheel, a notch every `notchMs`, under a trace,
 * and on until it has rested for 2 s (the sections' island starts once the scroll rests): the
 * long tasks the visitor's scroll met.
 */
export async function scrollLongTasks(page, cdp) {
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
  return longTasks(events);
}
