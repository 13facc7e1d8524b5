import type { StateCreator } from 'zustand';
import type { ToastKind } from '../boot/boot-contract';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  /** The id of a toast the boot script showed before the app was ready, which this one replaces. */
  replaces?: string;
}

export interface NotifyOptions {
  /** How long the toast stays (the rest of an early toast's time when it is handed over). */
  durationMs?: number;
  replaces?: string;
}

/** A burst of clicks must never bury the page under notifications. */
export const MAX_TOASTS = 3;
// Long enough to read twice; every toast can also be dismissed at once.
export const TOAST_DURATION_MS = 6000;

export interface ToastSlice {
  /** The toasts on screen, oldest first: components/toaster.tsx draws exactly these. */
  toasts: ToastItem[];
  notify: (kind: ToastKind, options?: NotifyOptions) => string;
  dismiss: (id: string) => void;
  /** Stops a toast's clock while the visitor reads or reaches for it (WCAG 2.2.1). */
  hold: (id: string) => void;
  /** Lets its clock run on, for the time it had left. */
  release: (id: string) => void;
  /**
   * The hand-off from the inline boot script, called once the toaster can draw: the boot script
   * stops answering clicks (`claim`, boot/boot-contract.ts) and each toast it is showing joins the
   * queue, replacing its element, for the time it had left. Nothing else crosses over.
   */
  claimEarlyToasts: () => void;
}

/** A toast's clock: running (a timeout) or held, with the time it has left. */
interface ToastClock {
  timeout?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remainingMs: number;
}

let nextId = 0;
// Timers are not state: nothing renders from them.
const clocks = new Map<string, ToastClock>();

function stopClock(id: string) {
  clearTimeout(clocks.get(id)?.timeout);
  clocks.delete(id);
}

export const createToastSlice: StateCreator<ToastSlice> = (set, get) => {
  const run = (id: string) => {
    const clock = clocks.get(id);
    if (!clock || clock.timeout !== undefined) return;
    clock.startedAt = Date.now();
    clock.timeout = setTimeout(() => get().dismiss(id), clock.remainingMs);
  };
  return {
    toasts: [],
    notify: (kind, { durationMs = TOAST_DURATION_MS, replaces } = {}) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      const queue = [...get().toasts, replaces ? { id, kind, replaces } : { id, kind }];
      for (const dropped of queue.slice(0, -MAX_TOASTS)) stopClock(dropped.id);
      set({ toasts: queue.slice(-MAX_TOASTS) });
      clocks.set(id, { startedAt: 0, remainingMs: durationMs });
      run(id);
      return id;
    },
    dismiss: (id) => {
      stopClock(id);
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    },
    hold: (id) => {
      const clock = clocks.get(id);
      if (clock?.timeout === undefined) return;
      clearTimeout(clock.timeout);
      clock.timeout = undefined;
      clock.remainingMs = Math.max(0, clock.remainingMs - (Date.now() - clock.startedAt));
    },
    release: run,
    claimEarlyToasts: () => {
      for (const { id, kind, remainingMs } of window.emberwildBoot?.claim() ?? [])
        get().notify(kind, { durationMs: Math.max(remainingMs, 0), replaces: id });
    },
  };
};
