import { sectionIds as ids, type SectionId } from '../content/copy';

/** A marker on the spine and where it sits, as a fraction of the spine's length. */
export interface Station {
  element: HTMLElement;
  /** The section it stands for; empty for the spine's end. */
  id: SectionId | null;
  at: number;
}

const sectionIds: readonly string[] = ids;
const isSectionId = (value: string | undefined): value is SectionId =>
  value !== undefined && sectionIds.includes(value);

/** The spine's progress as the whole percentage a progressbar reports. */
export const toPercent = (progress: number): number =>
  Math.round(Math.min(Math.max(progress, 0), 1) * 100);

/** A station is reached once the tip of the spine's fill has passed its middle. */
export const isReached = (station: Pick<Station, 'at'>, progress: number): boolean =>
  progress > 0 && progress >= station.at;

/** The section being read: the last one whose station the fill has reached. */
export function activeSection(stations: readonly Station[], progress: number): SectionId | null {
  let active: SectionId | null = null;
  for (const station of stations)
    if (station.id && isReached(station, progress)) active = station.id;
  return active;
}

/** Finds the stations inside a timeline and measures where each sits along it. */
export function measureStations(timeline: HTMLElement): Station[] {
  const box = timeline.getBoundingClientRect();
  if (box.height <= 0) return [];
  return [...timeline.querySelectorAll<HTMLElement>('[data-station]')].map((element) => {
    const rect = element.getBoundingClientRect();
    const id = element.dataset.station;
    return {
      element,
      id: isSectionId(id) ? id : null,
      at: (rect.top + rect.height / 2 - box.top) / box.height,
    };
  });
}
