import { useId } from 'react';
import { ANIMATION_TOGGLE_ATTRIBUTE } from '../lib/animation-state';
import { useT } from '../i18n/locale-context';
import { useAnimation } from '../lib/use-animation';
import { Icon } from './icon';
import styles from './animation-toggle.module.css';

/**
 * The visitor's Animation control (WCAG 2.2.2 Pause, Stop, Hide): pressed while the page's own
 * motion plays (the live scene, the looping glows, the count-ups). Its clicks are answered by the
 * boot script from the first paint on (boot/animation-control.ts), so this only shows the state; it is
 * hidden without JavaScript, where nothing moves. Where WebGL2 is missing it says so.
 */
export function AnimationToggle() {
  const t = useT();
  const { state } = useAnimation();
  const unavailable = state === 'unavailable';
  const descriptionId = useId();
  return (
    <button
      type="button"
      className={styles.toggle}
      // No onClick: this attribute is how the boot script's page-wide click listener finds the
      // button and answers it (setUpAnimation, boot/animation-control.ts), from the first paint.
      {...{ [ANIMATION_TOGGLE_ATTRIBUTE]: '' }}
      aria-pressed={state === 'on'}
      aria-disabled={unavailable || undefined}
      aria-describedby={unavailable ? descriptionId : undefined}
      title={unavailable ? t('nav.animationUnavailable') : t('nav.animation')}
    >
      <Icon name="pause" size={18} className={styles.pause} />
      <Icon name="play" size={18} className={styles.play} />
      <span className="sr-only">{t('nav.animation')}</span>
      {unavailable ? (
        <span id={descriptionId} hidden>
          {t('nav.animationUnavailable')}
        </span>
      ) : null}
    </button>
  );
}
