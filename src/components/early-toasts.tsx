import { EARLY_TOASTS_ID, type EarlyToastKind } from '../boot/protocol';
import { useT } from '../i18n/locale-context';
import { MAX_TOASTS, TOAST_DURATION_MS, type ToastTone } from '../stores/ui-store';
import { ToastCard } from './toast-card';
import { toastText } from './toast-text';
import styles from './toaster.module.css';

export const earlyToastTones = {
  copied: 'success',
  copyFailed: 'destructive',
} as const satisfies Record<EarlyToastKind, ToastTone>;

const kinds = Object.keys(earlyToastTones) as EarlyToastKind[];

/**
 * The toasts the boot script can show before the app is ready, as templates of the app's own
 * toast card (same markup, same words), and the region it shows them in, placed where the app's
 * toaster puts its toasts. Rendered to static HTML beside the app's root, never hydrated.
 */
export function EarlyToasts() {
  const t = useT();
  return (
    <div
      id={EARLY_TOASTS_ID}
      className={styles.early}
      data-max={MAX_TOASTS}
      data-duration={TOAST_DURATION_MS}
    >
      {kinds.map((kind) => (
        <template key={kind} data-kind={kind}>
          <ToastCard
            toast={{ id: kind, tone: earlyToastTones[kind], ...toastText(t, kind) }}
            onDismiss={() => {}}
          />
        </template>
      ))}
    </div>
  );
}
