import { useEffect, useRef } from 'react';
import toast, { Toaster as HotToaster } from 'react-hot-toast';
import { useUiStore } from '../stores/ui-store';
import { ToastCard } from './toast-card';

/**
 * The zustand queue is the source of truth (bounded, testable); react-hot-toast only renders it,
 * so every toast is shown, timed and removed in exactly one place.
 */
export function Toaster() {
  const toasts = useUiStore((state) => state.toasts);
  const dismiss = useUiStore((state) => state.dismiss);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const current = new Set(toasts.map((item) => item.id));
    for (const id of shown.current) {
      // remove, not dismiss: a dismissed toast lingers for its exit animation and would stack.
      if (!current.has(id)) toast.remove(id);
    }
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      toast.custom(() => <ToastCard toast={item} onDismiss={() => dismiss(item.id)} />, {
        id: item.id,
        duration: Infinity,
      });
    }
    shown.current = current;
  }, [toasts, dismiss]);

  // Top, under the header: at the bottom a toast would cover the hero's Copy button on phones.
  return (
    <HotToaster
      position="top-center"
      gutter={12}
      containerStyle={{ top: 'calc(var(--header-height) + var(--space-3))' }}
    />
  );
}
