import { EARLY_TOASTS_ID } from '../boot/boot-contract';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../stores/toast-slice';
import { ToastCard } from './toast-card';
import { earlyToastKinds } from './toast-kinds';
import styles from './toaster.module.css';

/**
 * The toasts the boot script can show before the app is ready, as templates of the app's own
 * toast card (same markup, same words), and the region it shows them in, placed where the app's
 * toaster puts its toasts. Rendered to static HTML beside the app's root, never hydrated.
 */
export function EarlyToasts() {
  return (
    <div
      id={EARLY_TOASTS_ID}
      className={styles.early}
      data-max={MAX_TOASTS}
      data-duration={TOAST_DURATION_MS}
    >
      {earlyToastKinds.map((kind) => (
        <template key={kind} data-kind={kind}>
          <ToastCard toast={{ id: kind, kind }} onDismiss={() => {}} />
        </template>
      ))}
    </div>
  );
}
