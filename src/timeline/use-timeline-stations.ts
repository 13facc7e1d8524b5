import type { MotionValue } from 'framer-motion';
import { useEffect, type RefObject } from 'react';
import type { SectionId } from '../content/copy';
import { useUiStore } from '../stores/ui-store';
import {
  activeSection,
  isReached,
  measureStations,
  toPercent,
  type Station,
} from './timeline-stations';

/**
 * Follows the spine's progress without re-rendering React per scroll frame: it writes the
 * progressbar's aria-valuenow and each station's `data-lit` straight to the DOM, and touches the
 * store only when the section being read changes.
 */
export function useTimelineStations(
  timelineRef: RefObject<HTMLElement | null>,
  spineRef: RefObject<HTMLElement | null>,
  progress: MotionValue<number>,
): void {
  useEffect(() => {
    const timeline = timelineRef.current;
    const spine = spineRef.current;
    if (!timeline || !spine) return;
    const { setActiveSection } = useUiStore.getState();
    let stations: Station[] = [];
    let percent = Number(spine.getAttribute('aria-valuenow'));
    let active: SectionId | null = null;

    const update = (value: number) => {
      const next = toPercent(value);
      if (next !== percent) {
        percent = next;
        spine.setAttribute('aria-valuenow', String(next));
      }
      for (const station of stations) {
        const lit = isReached(station, value);
        if (lit !== station.element.hasAttribute('data-lit')) {
          station.element.toggleAttribute('data-lit', lit);
        }
      }
      const current = activeSection(stations, value);
      if (current !== active) {
        active = current;
        setActiveSection(current);
      }
    };
    const measure = () => {
      stations = measureStations(timeline);
      update(progress.get());
    };

    measure();
    // Fonts, images, a new width and a section drawn for the first time (content-visibility) all
    // move the stations along the spine. They are measured in the next frame, once: measuring
    // inside the observer's delivery lays out sections that then change size within it, which
    // Firefox reports as an error ("ResizeObserver loop completed with undelivered notifications").
    let frame = 0;
    const remeasure = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
    resize?.observe(timeline);
    const stop = progress.on('change', update);
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      stop();
      setActiveSection(null);
    };
  }, [timelineRef, spineRef, progress]);
}
