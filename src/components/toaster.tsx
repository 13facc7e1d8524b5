import { useEffect, useLayoutEffect, useRef } from 'react';
import toast, { Toaster as HotToaster } from 'react-hot-toast';
import { useT } from '../i18n/locale-context';
import { useUiStore } from '../stores/ui-store';
import { earlyToastTones } from './early-toasts';
import { toastText } from './toast-text';
import { ToastCard } from './toast-card';

/**
 * The zustand queue is the source of truth (bounded, testable); react-hot-toast only renders it,
 * so every toast is shown, timed and removed in exactly one place.
 */
export function Toaster() {
  const toasts = useUiStore((state) => state.toasts);
  const dismiss = useUiStore((state) => state.dismiss);
  const notify = useUiStore((state) => state.notify);
  const hold = useUiStore((state) => state.hold);
  const release = useUiStore((state) => state.release);
  const shown = useRef(new Set<string>());
  const t = useT();

  // From here on the app answers every click; the toasts the boot script showed until now join
  // the queue, each replacing its early twin with the time it has left.
  useEffect(() => {
    for (const early of window.emberwildBoot?.claim() ?? []) {
      const tone = earlyToastTones[early.kind];
      notify(
        { tone, ...toastText(t, early.kind) },
        { durationMs: Math.max(early.remainingMs, 0), replaces: early.id },
      );
    }
  }, [notify, t]);

  // A layout effect, so the toast reaches the screen in the same task as the click's update: in
  // a passive effect, and then the library's own re-render, it waited for two more turns of a
  // main thread that may be busy (the sections starting under the visitor's tap).
  useLayoutEffect(() => {
    const current = new Set(toasts.map((item) => item.id));
    for (const id of shown.current) {
      // remove, not dismiss: a dismissed toast lingers for its exit animation and would stack.
      if (!current.has(id)) toast.remove(id);
    }
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      toast.custom(
        () => (
          <ToastCard
            toast={item}
            onDismiss={() => dismiss(item.id)}
            onHold={(held) => (held ? hold(item.id) : release(item.id))}
          />
        ),
        { id: item.id, duration: Infinity },
      );
    }
    shown.current = current;
  }, [toasts, dismiss, hold, release]);

  // Top, under the header: at the bottom a toast would cover the hero's Copy button on phones.
  return (
    <HotToaster
      position="top-center"
      gutter={12}
      containerStyle={{ top: 'calc(var(--header-height) + var(--space-3))' }}
    />
  );
}
