import type { BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import {
  createBroadLeafGeometry,
  createFrondGeometry,
  createPlumeGeometry,
} from '../../../../src/scene/geometry/leaf-geometry';

const attribute = (geometry: BufferGeometry, name: string) =>
  Array.from(geometry.getAttribute(name).array);

function expectWellFormed(geometry: BufferGeometry) {
  const count = geometry.getAttribute('position').count;
  const index = Array.from(geometry.index!.array);
  expect(index.length % 3).toBe(0);
  expect(Math.max(...index)).toBeLessThan(count);
  expect(geometry.getAttribute('uv').count).toBe(count);
  expect(geometry.getAttribute('normal').count).toBe(count);
  const ys = attribute(geometry, 'position').filter((_, k) => k % 3 === 1);
  expect(Math.min(...ys)).toBeCloseTo(0, 1);
  expect(Math.max(...ys)).toBeLessThanOrEqual(1.1);
}

describe.each([
  ['broad leaf', createBroadLeafGeometry, 14, 0.04],
  ['plume', createPlumeGeometry, 10, 0.025],
])('the %s ribbon', (_, create, segments, fold) => {
  const geometry = create();

  it('is three vertices across per step along it, two quads between steps', () => {
    expectWellFormed(geometry);
    expect(geometry.getAttribute('position').count).toBe((segments + 1) * 3);
    expect(geometry.index!.count).toBe(segments * 12);
    expect(create(4).getAttribute('position').count).toBe(15);
  });

  it('is mirrored across its midline, which stands out as a crease', () => {
    const positions = attribute(geometry, 'position');
    const uvs = attribute(geometry, 'uv');
    for (let s = 0; s <= segments; s++) {
      const [left, mid, right] = [0, 1, 2].map((k) =>
        positions.slice((s * 3 + k) * 3, (s * 3 + k) * 3 + 3),
      );
      expect(right![0]).toBeCloseTo(-left![0]!, 6);
      expect(mid![0]).toBe(0);
      expect(mid![2]! - left![2]!).toBeCloseTo(fold, 6);
      const along = Math.fround(s / segments);
      expect(uvs.slice(s * 6, s * 6 + 6)).toEqual([0, along, 0.5, along, 1, along]);
    }
  });
});

describe('the frond', () => {
  it('is a rib with a leaflet on each side per step', () => {
    const geometry = createFrondGeometry(16);
    expectWellFormed(geometry);
    expect(geometry.getAttribute('position').count).toBe(16 * 2 * 3 + 11 * 2);
  });
});
