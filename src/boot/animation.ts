import {
  ANIMATION_ATTRIBUTE,
  ANIMATION_CHOICE_ATTRIBUTE,
  ANIMATION_EVENT,
  ANIMATION_STORAGE_KEY,
  ANIMATION_TOGGLE_ATTRIBUTE,
} from './protocol';

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
  const state = root().getAttribute(ANIMATION_ATTRIBUTE);
  const choice = root().getAttribute(ANIMATION_CHOICE_ATTRIBUTE);
  return {
    state: state === 'off' || state === 'unavailable' ? state : 'on',
    choice: choice === 'on' || choice === 'off' ? choice : null,
  };
}

function rememberedChoice(): AnimationChoice | null {
  try {
    const stored = localStorage.getItem(ANIMATION_STORAGE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null; // storage refused (a privacy mode): the choice lasts for this page only
  }
}

/** Writes the state on <html> (the CSS stops every loop under 'off') and on every toggle. */
export function showAnimation(state: AnimationState): void {
  root().setAttribute(ANIMATION_ATTRIBUTE, state);
  syncToggles();
  document.dispatchEvent(new Event(ANIMATION_EVENT));
}

function syncToggles(): void {
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

function choose(choice: AnimationChoice): void {
  try {
    localStorage.setItem(ANIMATION_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  root().setAttribute(ANIMATION_CHOICE_ATTRIBUTE, choice);
  showAnimation(choice);
}

/**
 * Runs in the head, before the body is parsed: the remembered choice (or the first guess, off
 * under reduced motion or Save-Data) is on <html> before anything moves, so nothing flashes on and
 * off after a reload. The toggle's clicks are answered here, from the first paint on, for the app
 * and the boot script alike: one owner for the choice.
 */
export function setUpAnimation(reducedMotion: boolean, saveData: boolean): void {
  const choice = rememberedChoice();
  if (choice) root().setAttribute(ANIMATION_CHOICE_ATTRIBUTE, choice);
  root().setAttribute(ANIMATION_ATTRIBUTE, choice ?? (reducedMotion || saveData ? 'off' : 'on'));
  // The toggle is parsed after this script: its pressed state follows once it exists.
  document.addEventListener('DOMContentLoaded', syncToggles);
  document.addEventListener('click', (event) => {
    const toggle =
      event.target instanceof Element
        ? event.target.closest(`[${ANIMATION_TOGGLE_ATTRIBUTE}]`)
        : null;
    if (!toggle || toggle.getAttribute('aria-disabled') === 'true') return;
    choose(readAnimation().state === 'on' ? 'off' : 'on');
  });
}
