import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import toast, { resolveValue, useToaster } from 'react-hot-toast/headless';
import { useUiStore } from '../stores/ui-store';
import type { ToastItem } from '../stores/toast-slice';
import { ToastCard } from './toast-card';
import styles from './toaster.module.css';

/** The space between two stacked toasts, in px (react-hot-toast's `gutter`). */
const GUTTER = 12;

/**
 * Draws the store's toast queue with react-hot-toast's headless hook: the library stacks the
 * toasts, and the toasts' own stylesheet places them. The store owns the queue and every clock
 * (stores/toast-slice.ts), so the library keeps no time of its own (`duration: Infinity`). Each
 * queued toast is one element below, which adds its card to the library when it mounts and
 * removes it when it unmounts: React's own reconciliation keeps the library in step with the
 * queue, with no list of what was shown.
 *
 * Headless, not the library's <Toaster>: that one styles itself with goober, which inserts its
 * rules when the first toast shows, restyling the whole page under the tap, and measures each
 * toast in its ref (a forced layout inside React's commit). Here a ResizeObserver reads the
 * heights after the browser's own layout (docs/performance.md).
 */
export function Toaster() {
  const toasts = useUiStore((state) => state.toasts);
  const claimEarlyToasts = useUiStore((state) => state.claimEarlyToasts);
  const { toasts: shown, handlers } = useToaster({ duration: Infinity });

  // From here on the app answers every click (the hand-off, see the store).
  useEffect(claimEarlyToasts, [claimEarlyToasts]);

  // Top, under the header: at the bottom a toast would cover the hero's Copy button on phones.
  return (
    <>
      <div className={styles.stack}>
        {shown.map((item) => (
          <Stacked
            key={item.id}
            id={item.id}
            offset={handlers.calculateOffset(item, { gutter: GUTTER })}
            onHeight={handlers.updateHeight}
          >
            {resolveValue(item.message, item)}
          </Stacked>
        ))}
      </div>
      {toasts.map((item) => (
        <QueuedToast key={item.id} item={item} />
      ))}
    </>
  );
}

interface StackedProps {
  id: string;
  offset: number;
  onHeight: (id: string, height: number) => void;
  children: ReactNode;
}

/** One toast in the stack, moved down by the toasts above it; tells the library its height. */
function Stacked({ id, offset, onHeight, children }: StackedProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') return onHeight(id, element.offsetHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) onHeight(id, entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, onHeight]);
  return (
    <div ref={ref} className={styles.stacked} style={{ transform: `translateY(${offset}px)` }}>
      {children}
    </div>
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
