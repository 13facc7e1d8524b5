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
import { longTasks, traceWhile } from './main-thread-trace.js';
import { phone } from './story.js';

export const phoneScroll = { dpr: 2, cpuSlowdown: 4, notchPx: 250, notchMs: 120 };

/**
 * Scrolls the page from the top to the end with the wheel, a notch every `notchMs`, under a trace,
 * and on until it has rested for 2 s (the sections' island starts once the scroll rests): the
 * long tasks the visitor's scroll met, by the clock or (`slowdown`) by the thread's CPU time.
 */
export async function scrollLongTasks(page, cdp, { slowdown = 0 } = {}) {
  const events = await traceWhile(cdp, async () => {
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
  });
  return longTasks(events, { slowdown });
}
