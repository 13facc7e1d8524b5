import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANIMATION_EVENT,
  ANIMATION_STORAGE_KEY,
  ANIMATION_TOGGLE_ATTRIBUTE,
  readAnimation,
  showAnimation,
  showAutomaticAnimation,
} from '../../../src/lib/animation-state';
import { bootAnimation, leavePage } from '../animation-env';
import * as pageAttributes from '../../../src/lib/page-attributes';

const html = document.documentElement;

/** The head's script on a fresh page load, with the system's preferences. */
function loadPage(preferences: { reducedMotion?: boolean; saveData?: boolean } = {}) {
  unloadPage();
  bootAnimation(preferences);
}

function unloadPage() {
  leavePage();
  document.body.replaceChildren();
}

/** The header's toggle, as the page's HTML carries it, with an icon inside. */
function addToggle(): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute(ANIMATION_TOGGLE_ATTRIBUTE, '');
  button.append(document.createElement('svg'));
  document.body.append(button);
  return button;
}

const remembered = () => localStorage.getItem(ANIMATION_STORAGE_KEY);

beforeEach(() => localStorage.clear());
afterEach(unloadPage);

describe('before anything moves', () => {
  it('plays by default', () => {
    loadPage();
    expect(html).toHaveAttribute(pageAttributes.animation, 'on');
    expect(readAnimation()).toEqual({ state: 'on', choice: null });
  });

  it.each([{ reducedMotion: true }, { saveData: true }])(
    'guesses off, without a choice, for %o',
    (preferences) => {
      loadPage(preferences);
      expect(html).toHaveAttribute(pageAttributes.animation, 'off');
      expect(readAnimation()).toEqual({ state: 'off', choice: null });
    },
  );

  it('applies the remembered choice over the first guess, either way', () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'on');
    loadPage({ reducedMotion: true, saveData: true });
    expect(readAnimation()).toEqual({ state: 'on', choice: 'on' });
    expect(html).toHaveAttribute(pageAttributes.animationChoice, 'on');

    localStorage.setItem(ANIMATION_STORAGE_KEY, 'off');
    loadPage();
    expect(readAnimation()).toEqual({ state: 'off', choice: 'off' });
  });

  it('ignores a remembered value that is no choice', () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'paused');
    loadPage({ reducedMotion: true });
    expect(readAnimation()).toEqual({ state: 'off', choice: null });
  });

  it('gives the toggle parsed after the script its pressed state', () => {
    loadPage({ reducedMotion: true });
    const toggle = addToggle();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the toggle', () => {
  it('turns the animation off and on again, pressed each time as it plays', () => {
    loadPage();
    const toggle = addToggle();
    toggle.click();
    expect(readAnimation()).toEqual({ state: 'off', choice: 'off' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.click();
    expect(readAnimation()).toEqual({ state: 'on', choice: 'on' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.click();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('answers a click on its icon, and no click elsewhere', () => {
    loadPage();
    const toggle = addToggle();
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.click();
    expect(readAnimation().state).toBe('on');
    toggle.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(readAnimation().state).toBe('off');
  });

  it('keeps every toggle on the page in step', () => {
    loadPage();
    const header = addToggle();
    const other = addToggle();
    header.click();
    expect(other).toHaveAttribute('aria-pressed', 'false');
  });

  it('remembers the choice across pages and visits', () => {
    loadPage();
    addToggle().click();
    expect(remembered()).toBe('off');
    loadPage();
    expect(readAnimation()).toEqual({ state: 'off', choice: 'off' });
    addToggle().click();
    loadPage({ reducedMotion: true });
    expect(readAnimation()).toEqual({ state: 'on', choice: 'on' });
  });

  it('still works for this page where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    loadPage();
    const toggle = addToggle();
    toggle.click();
    expect(readAnimation()).toEqual({ state: 'off', choice: 'off' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells the app each time the animation changes', () => {
    loadPage();
    const changed = vi.fn();
    document.addEventListener(ANIMATION_EVENT, changed);
    const toggle = addToggle();
    toggle.click();
    toggle.click();
    document.removeEventListener(ANIMATION_EVENT, changed);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('the automatic verdict', () => {
  it('sets the animation where the visitor has not chosen, without remembering it', () => {
    loadPage();
    const toggle = addToggle();
    showAutomaticAnimation(false);
    expect(readAnimation()).toEqual({ state: 'off', choice: null });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(remembered()).toBeNull();
    showAutomaticAnimation(true);
    expect(readAnimation()).toEqual({ state: 'on', choice: null });
  });

  it('never overrides the visitor’s choice', () => {
    loadPage();
    const toggle = addToggle();
    toggle.click();
    showAutomaticAnimation(true);
    expect(readAnimation()).toEqual({ state: 'off', choice: 'off' });
    toggle.click();
    showAutomaticAnimation(false);
    expect(readAnimation()).toEqual({ state: 'on', choice: 'on' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('never overrides a remembered choice either', () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'on');
    loadPage({ reducedMotion: true });
    showAutomaticAnimation(false);
    expect(readAnimation().state).toBe('on');
  });
});

describe('without WebGL2', () => {
  it('disables the toggle, which then changes nothing', () => {
    loadPage();
    const toggle = addToggle();
    showAnimation('unavailable');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.click();
    expect(readAnimation()).toEqual({ state: 'unavailable', choice: null });
    expect(remembered()).toBeNull();
  });

  it('stays unavailable whatever the automatic verdict says', () => {
    loadPage();
    showAnimation('unavailable');
    showAutomaticAnimation(true);
    expect(readAnimation().state).toBe('unavailable');
  });
});
