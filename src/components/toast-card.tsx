import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { DISMISS_ATTRIBUTE } from '../boot/boot-contract';
import { useT } from '../i18n/locale-context';
import type { ToastItem } from '../stores/toast-slice';
import { Icon } from './icon';
import { toastKinds } from './toast-kinds';
import styles from './toaster.module.css';

interface ToastCardProps {
  toast: ToastItem;
  onDismiss: () => void;
  /** Called with true while the pointer is over the toast or focus is in it, false after. */
  onHold?: (held: boolean) => void;
}

export function ToastCard({ toast, onDismiss, onHold }: ToastCardProps) {
  const { tone, title, description } = toastKinds[toast.kind];
  const destructive = tone === 'destructive';
  const glyph = destructive ? 'circle-alert' : 'check';
  const { replaces } = toast;
  const t = useT();
  // A toast does not leave while it is being read with the pointer or reached with the keyboard.
  const holders = useRef({ pointer: false, focus: false });
  const hold = (by: 'pointer' | 'focus', held: boolean) => {
    const was = holders.current.pointer || holders.current.focus;
    holders.current[by] = held;
    const is = holders.current.pointer || holders.current.focus;
    if (was !== is) onHold?.(is);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  // Takes the place of the boot script's toast in the same frame: seen once, announced once.
  useLayoutEffect(() => {
    if (replaces) document.getElementById(replaces)?.remove();
  }, [replaces]);

  return (
    <div
      role="status"
      aria-live={replaces ? 'off' : destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-tone={tone}
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
      className={[
        styles.toast,
        destructive ? styles.destructive : '',
        replaces ? styles.handedOver : '',
      ].join(' ')}
    >
      <Icon name={glyph} size={20} className={styles.icon} />
      <div>
        <p className={styles.title}>{t(title)}</p>
        <p className={styles.description}>{t(description)}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        {...{ [DISMISS_ATTRIBUTE]: '' }}
        aria-label={t('toast.dismiss')}
      >
        <Icon name="x" size={18} />
      </button>
    </div>
  );
}
