import {
  ANIMATION_STORAGE_KEY,
  ANIMATION_TOGGLE_ATTRIBUTE,
  type AnimationChoice,
  readAnimation,
  showAnimation,
  syncToggles,
} from '../lib/animation-state';
import * as pageAttributes from '../lib/page-attributes';

const root = () => document.documentElement;

function rememberedChoice(): AnimationChoice | null {
  try {
    const stored = localStorage.getItem(ANIMATION_STORAGE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null; // storage refused (a privacy mode): the choice lasts for this page only
  }
}

function choose(choice: AnimationChoice): void {
  try {
    localStorage.setItem(ANIMATION_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  root().setAttribute(pageAttributes.animationChoice, choice);
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
  if (choice) root().setAttribute(pageAttributes.animationChoice, choice);
  root().setAttribute(
    pageAttributes.animation,
    choice ?? (reducedMotion || saveData ? 'off' : 'on'),
  );
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
