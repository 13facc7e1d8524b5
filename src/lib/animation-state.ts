import * as pageAttributes from './page-attributes';

/*
 * The visitor's Animation control (WCAG 2.2.2), as every part of the page reads and shows it: the
 * state is on <html> (pageAttributes.animation, .animationChoice). The inline boot script sets it
 * up and answers the toggle's clicks (boot/animation-control.ts); React follows it
 * (use-animation.ts); the scene's gate shows its verdict with `showAutomaticAnimation`.
 */

/** The choice remembered across pages and visits. */
export const ANIMATION_STORAGE_KEY = 'emberwild:animation';
/** Marks the header's toggle: the boot script answers the clicks of any element with it. */
export const ANIMATION_TOGGLE_ATTRIBUTE = 'data-animation-toggle';
/** Dispatched on the document when the state or the choice changes. */
export const ANIMATION_EVENT = 'emberwild:animation';

/** What the visitor chose with the Animation control; null until they press it. */
export type AnimationChoice = 'on' | 'off';
/** What the page shows: motion on, off, or off for good because WebGL2 is missing. */
export type AnimationState = 'on' | 'off' | 'unavailable';

export interface Animation {
  state: AnimationState;
  choice: AnimationChoice | null;
}

const root = () => document.documentElement;

/** The page's animation now, as <html> says (the server's default before any script). */
export function readAnimation(): Animation {
  const state = root().getAttribute(pageAttributes.animation);
  const choice = root().getAttribute(pageAttributes.animationChoice);
  return {
    state: state === 'off' || state === 'unavailable' ? state : 'on',
    choice: choice === 'on' || choice === 'off' ? choice : null,
  };
}

/** Writes the state on <html> (the CSS stops every loop under 'off') and on every toggle. */
export function showAnimation(state: AnimationState): void {
  root().setAttribute(pageAttributes.animation, state);
  syncToggles();
  document.dispatchEvent(new Event(ANIMATION_EVENT));
}

/** Sets every toggle's pressed and disabled state from <html>. */
export function syncToggles(): void {
  const { state } = readAnimation();
  for (const toggle of document.querySelectorAll(`[${ANIMATION_TOGGLE_ATTRIBUTE}]`)) {
    toggle.setAttribute('aria-pressed', String(state === 'on'));
    if (state === 'unavailable') toggle.setAttribute('aria-disabled', 'true');
    else toggle.removeAttribute('aria-disabled');
  }
}

/** The automatic verdict, where the visitor has not chosen: it never overrides a choice. */
export function showAutomaticAnimation(on: boolean): void {
  const { state, choice } = readAnimation();
  if (state !== 'unavailable' && !choice) showAnimation(on ? 'on' : 'off');
}
