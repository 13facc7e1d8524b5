import { lazy, Suspense, useEffect, useState } from 'react';
import { EARLY_TOAST_EVENT } from '../boot/boot-contract';
import { whenIdle } from '../lib/when-idle';
import { useUiStore } from '../stores/ui-store';

// react-hot-toast is not needed for the first paint: its chunk loads when the browser is idle,
// or at once when a notification arrives first.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function ToasterSlot() {
  const [active, setActive] = useState(false);
  const hasToasts = useUiStore((state) => state.toasts.length > 0);

  useEffect(() => whenIdle(() => setActive(true)), []);
  // Toasts the boot script showed before hydration are taken over (and their clicks answered by
  // the app) only once the toaster is here: fetch it now rather than when idle.
  useEffect(() => {
    const wake = () => setActive(true);
    if (window.emberwildBoot?.pending()) wake();
    // A toast the boot script has just shown is painted first: fetching, running and rendering
    // the toast library is the heaviest work a tap starts, and done at once it held that frame
    // back (docs/performance.md).
    const afterPaint = () => requestAnimationFrame(() => setTimeout(wake));
    document.addEventListener(EARLY_TOAST_EVENT, afterPaint);
    return () => document.removeEventListener(EARLY_TOAST_EVENT, afterPaint);
  }, []);
  // Once mounted it stays mounted: the toast library keeps its own state between toasts.
  if (hasToasts && !active) setActive(true);
  if (!active && !hasToasts) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}
