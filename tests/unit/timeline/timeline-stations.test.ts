import { describe, expect, it } from 'vitest';
import {
  activeSection,
  isReached,
  toPercent,
  type Station,
} from '../../../src/timeline/timeline-stations';

const station = (id: Station['id'], at: number): Station => ({
  element: document.createElement('span'),
  id,
  at,
});

describe('timeline stations', () => {
  const stations = [
    station(null, 1),
    station('character', 0.05),
    station('features', 0.3),
    station('tokenomics', 0.7),
  ];

  it('reports progress as a whole percentage between 0 and 100', () => {
    expect(toPercent(0)).toBe(0);
    expect(toPercent(0.426)).toBe(43);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(-0.2)).toBe(0);
    expect(toPercent(1.3)).toBe(100);
  });

  it('reaches a station once the fill passes it, never before the journey starts', () => {
    expect(isReached({ at: 0.3 }, 0.29)).toBe(false);
    expect(isReached({ at: 0.3 }, 0.3)).toBe(true);
    expect(isReached({ at: 0 }, 0)).toBe(false);
  });

  it('names the last section reached as the one being read', () => {
    expect(activeSection(stations, 0)).toBeNull();
    expect(activeSection(stations, 0.1)).toBe('character');
    expect(activeSection(stations, 0.5)).toBe('features');
    expect(activeSection(stations, 1)).toBe('tokenomics');
  });
});
