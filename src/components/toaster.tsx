import { useEffect, useLayoutEffect } from 'react';
import toast, { Toaster as HotToaster } from 'react-hot-toast';
import { useUiStore } from '../stores/ui-store';
import type { ToastItem } from '../stores/toast-slice';
import { ToastCard } from './toast-card';

/**
 * Draws the store's toast queue with react-hot-toast. The store owns the queue and every clock
 * (stores/toast-slice.ts), so the library keeps no time of its own (`duration: Infinity`). Each
 * queued toast is one element below, which adds its card to the library when it mounts and
 * removes it when it unmounts: React's own reconciliation keeps the library in step with the
 * queue, with no list of what was shown.
 */
export function Toaster() {
  const toasts = useUiStore((state) => state.toasts);
  const claimEarlyToasts = useUiStore((state) => state.claimEarlyToasts);

  // From here on the app answers every click (the hand-off, see the store).
  useEffect(claimEarlyToasts, [claimEarlyToasts]);

  // Top, under the header: at the bottom a toast would cover the hero's Copy button on phones.
  return (
    <>
      <HotToaster
        position="top-center"
        gutter={12}
        containerStyle={{ top: 'calc(var(--header-height) + var(--space-3))' }}
        toastOptions={{ duration: Infinity }}
      />
      {toasts.map((item) => (
        <QueuedToast key={item.id} item={item} />
      ))}
    </>
  );
}

function QueuedToast({ item }: { item: ToastItem }) {
  // A layout effect, so the toast reaches the screen in the same task as the click's update: in
  // a passive effect, and then the library's own re-render, it waited for two more turns of a
  // main thread that may be busy (the sections starting under the visitor's tap).
  useLayoutEffect(() => {
    const { dismiss, hold, release } = useUiStore.getState();
    toast.custom(
      <ToastCard
        toast={item}
        onDismiss={() => dismiss(item.id)}
        onHold={(held) => (held ? hold(item.id) : release(item.id))}
      />,
      { id: item.id },
    );
    // remove, not dismiss: a dismissed toast lingers for its exit animation and would stack.
    return () => toast.remove(item.id);
  }, [item]);
  return null;
}
