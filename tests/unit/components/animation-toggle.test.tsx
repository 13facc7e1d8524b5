import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANIMATION_STORAGE_KEY, showAnimation } from '../../../src/lib/animation-state';
import { AnimationToggle } from '../../../src/components/animation-toggle';
import { en } from '../../site-messages';
import { bootAnimation, leavePage } from '../animation-env';
import { inEnglish } from '../render-app';

/** The page as the head's boot script leaves it, with the header's toggle rendered. */
async function renderToggle({ reducedMotion = false } = {}) {
  bootAnimation({ reducedMotion });
  render(await inEnglish(<AnimationToggle />));
  return screen.getByRole('button', { name: en('nav.animation') });
}

beforeEach(() => localStorage.clear());
afterEach(leavePage);

describe('the Animation control', () => {
  it('is a button named Animation, pressed while the animation plays', async () => {
    const toggle = await renderToggle();
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toBeEnabled();
    expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  it('is not pressed where the animation starts off', async () => {
    const toggle = await renderToggle({ reducedMotion: true });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows each click, and remembers the choice', async () => {
    const user = userEvent.setup();
    const toggle = await renderToggle();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(ANIMATION_STORAGE_KEY)).toBe('off');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ANIMATION_STORAGE_KEY)).toBe('on');
  });

  it('answers Enter and Space', async () => {
    const user = userEvent.setup();
    const toggle = await renderToggle();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the automatic verdict too', async () => {
    const toggle = await renderToggle();
    act(() => showAnimation('off'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('says it is unavailable without WebGL2, and then changes nothing', async () => {
    const user = userEvent.setup();
    const toggle = await renderToggle();
    act(() => showAnimation('unavailable'));
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription(en('nav.animationUnavailable'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(ANIMATION_STORAGE_KEY)).toBeNull();
  });
});
