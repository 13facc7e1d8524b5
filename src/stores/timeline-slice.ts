import type { StateCreator } from 'zustand';
import type { SectionId } from '../content/copy';

/** Which home station the reader has reached; written by the timeline, read by the navigation. */
export interface TimelineSlice {
  activeSection: SectionId | null;
  setActiveSection: (id: SectionId | null) => void;
}

export const createTimelineSlice: StateCreator<TimelineSlice> = (set) => ({
  activeSection: null,
  setActiveSection: (id) => set({ activeSection: id }),
});
