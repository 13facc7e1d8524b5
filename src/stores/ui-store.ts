import { create, type StateCreator } from 'zustand';
import { createTimelineSlice, type TimelineSlice } from '../timeline/timeline-slice';

export type ToastTone = 'success' | 'destructive';

export interface ToastItem {
  id: string;
  tone: ToastTone;
  title: string;
  description: string;
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

interface ToastSlice {
  toasts: ToastItem[];
  notify: (toast: Omit<ToastItem, 'id' | 'replaces'>, options?: NotifyOptions) => string;
  dismiss: (id: string) => void;
}

let nextId = 0;

const createToastSlice: StateCreator<ToastSlice> = (set, get) => ({
  toasts: [],
  notify: (toast, { durationMs = TOAST_DURATION_MS, replaces } = {}) => {
    nextId += 1;
    const id = `toast-${nextId}`;
    const item: ToastItem = replaces ? { ...toast, id, replaces } : { ...toast, id };
    set((state) => ({ toasts: [...state.toasts, item].slice(-MAX_TOASTS) }));
    setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});

type UiState = ToastSlice & TimelineSlice;

/** The one store for global UI state, one slice per concern. */
export const useUiStore = create<UiState>()((...args) => ({
  ...createToastSlice(...args),
  ...createTimelineSlice(...args),
}));
