// The renderer's main thread in a Chromium trace, as the benches read it: its long tasks and what
// filled each one (bench/phone-scroll.js for a scroll, bench/load-trace.js for a load).

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
    return {
      startTs: task.ts,
      ms: length(task) / 1000,
      causes: top.join(', ') || 'no traced child',
    };
  });
}

/** Runs `during` under a trace of `traceCategories` (and `extra`), and returns the trace's events. */
export async function traceWhile(cdp, during, extra = []) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: [...traceCategories, ...extra] },
    transferMode: 'ReportEvents',
  });
  try {
    await during();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}
