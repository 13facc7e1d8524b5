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
      if (!current.has(id)) toast.dismiss(id);
    }
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      toast.custom(
        (t) => <ToastCard toast={item} visible={t.visible} onDismiss={() => dismiss(item.id)} />,
        { id: item.id, duration: Infinity },
      );
    }
    shown.current = current;
  }, [toasts, dismiss]);

  return <HotToaster position="bottom-center" gutter={12} />;
}
