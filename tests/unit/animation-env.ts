import { vi } from 'vitest';
import { setUpAnimation } from '../../src/boot/animation-control';
import * as pageAttributes from '../../src/lib/page-attributes';

/**
 * The visitor's Animation control as the head's boot script sets it up (boot/animation-control.ts), on a
 * page a test can load again: the script's document listeners live as long as the page, so a
 * reload (or the next test) takes them away with the page's state.
 */

let pageListeners: Parameters<Document['addEventListener']>[] = [];

/** Runs the boot script's set-up on a fresh page, with the system's preferences. */
export function bootAnimation({ reducedMotion = false, saveData = false } = {}): void {
  leavePage();
  const add = document.addEventListener.bind(document);
  const spy = vi
    .spyOn(document, 'addEventListener')
    .mockImplementation((...args: Parameters<Document['addEventListener']>) => {
      pageListeners.push(args);
      add(...args);
    });
  setUpAnimation(reducedMotion, saveData);
  spy.mockRestore();
}

/** Takes the boot script's listeners and the page's animation state away (localStorage stays). */
export function leavePage(): void {
  for (const [type, listener] of pageListeners) document.removeEventListener(type, listener);
  pageListeners = [];
  document.documentElement.removeAttribute(pageAttributes.animation);
  document.documentElement.removeAttribute(pageAttributes.animationChoice);
}
