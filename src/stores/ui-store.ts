import { create } from 'zustand';
import { createTimelineSlice, type TimelineSlice } from './timeline-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';

type UiState = ToastSlice & TimelineSlice;

/** The one store for global UI state, one slice per concern. */
export const useUiStore = create<UiState>()((...args) => ({
  ...createToastSlice(...args),
  ...createTimelineSlice(...args),
}));
