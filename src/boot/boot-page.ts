import { INPUT_QUIET_MS, type BootConfig, type BootHandle } from './boot-contract';
import * as pageAttributes from '../lib/page-attributes';
import { listenForInput, whenInputQuiet } from '../lib/when-input-quiet';
import { earlyCopy } from './early-copy';
import { recordErrors } from './errors';
import { whenFirstScreenPainted } from './first-screen';
import { appStarter } from './start-app';

/*
 * The pre-rendered page is complete without JavaScript, so the app starts only once the page is
 * on screen (its first contentful paint, a safety-net timeout, or the visitor's first touch or
 * key, whichever comes first): on a slow
 * phone, hydration would otherwise compete with the first paint. Until the app is ready, this
 * script answers the one control that needs a script, the copy button, with toasts from templates
 * the page carries (early-copy.ts).
 * The app's store then takes over the toasts still on screen (`claim`), so no click is lost and
 * none is shown twice. Every other control works without a script: links, the native <details>
 * menu, the inert buttons.
 */
export function boot(config: BootConfig): BootHandle {
  const errors = recordErrors();

  // The heavy work this script starts (the app's evaluation, the fonts' layout of the page) waits
  // until the visitor's input has paused, as the sections do: done under a tap, it held back the
  // frame that shows the tap's toast. The input is watched from the start, so a pause that began
  // before the work was asked for counts.
  let lastInput = -Infinity;
  const start = appStarter(config, (task) => whenInputQuiet(INPUT_QUIET_MS, task, { lastInput }));
  listenForInput(() => {
    lastInput = performance.now();
    // The first move heads below the hero: the Armory's stills may come from now on
    // (sections/armory.tsx), while the app itself still waits for the input to pause.
    document.documentElement.setAttribute(pageAttributes.headedBelow, '');
    start();
  }, document);

  const copy = earlyCopy(start);

  whenFirstScreenPainted(start);

  return { start, engaged: () => lastInput > -Infinity, errors, ...copy };
}
