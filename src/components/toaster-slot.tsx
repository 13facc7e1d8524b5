import { lazy, Suspense, useEffect, useState } from 'react';
import { useUiStore } from '../stores/ui-store';

// react-hot-toast is not needed for the first paint: its chunk loads when the browser is idle,
// or at once when a notification arrives first.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
}

export function ToasterSlot() {
  const [active, setActive] = useState(false);
  const hasToasts = useUiStore((state) => state.toasts.length > 0);

  useEffect(() => whenIdle(() => setActive(true)), []);
  useEffect(
    () =>
      useUiStore.subscribe((state) => {
        if (state.toasts.length > 0) setActive(true);
      }),
    [],
  );

  // Once mounted it stays mounted: the toast library keeps its own list between renders.
  if (!active && !hasToasts) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}
