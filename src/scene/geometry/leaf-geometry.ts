import { BufferGeometry, Float32BufferAttribute } from 'three';

interface Strip {
  positions: number[];
  uvs: number[];
  index: number[];
}

const newStrip = (): Strip => ({ positions: [], uvs: [], index: [] });

function toGeometry({ positions, uvs, index }: Strip): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(index);
  geometry.computeVertexNormals();
  return geometry;
}

interface RibbonShape {
  /** Half the width across, at t along the length (0 … 1). */
  width: (t: number) => number;
  /** How far the ribbon leaves the plane (z), at t. */
  bend: (t: number) => number;
  /** How far the middle line stands out of the edges, so the blade catches light on a crease. */
  fold: number;
}

/**
 * A ribbon one unit long up +y, three vertices across (edge, midline, edge): the body of both the
 * broad leaf and the plume. uv.x runs across it (0.5 on the midline), uv.y along it.
 */
function createRibbonGeometry(segments: number, shape: RibbonShape): BufferGeometry {
  const strip = newStrip();
  for (let s = 0; s <= segments; s++) {
    const t = s / segments;
    const width = shape.width(t);
    const bend = shape.bend(t);
    for (const side of [-1, 0, 1]) {
      strip.positions.push(side * width, t, bend + (side === 0 ? shape.fold : 0));
      strip.uvs.push(0.5 + side * 0.5, t);
    }
  }
  for (let s = 0; s < segments; s++) {
    const a = s * 3;
    const b = a + 3;
    strip.index.push(a, b, a + 1, a + 1, b, b + 1, a + 1, b + 1, a + 2, a + 2, b + 1, b + 2);
  }
  return toGeometry(strip);
}

/**
 * A broad jungle leaf one unit long, stem at the origin, growing up +y: a pointed blade with a
 * midrib fold and a droop. uv.x runs across the blade (0.5 on the midrib), uv.y along it.
 */
export function createBroadLeafGeometry(segments = 14): BufferGeometry {
  return createRibbonGeometry(segments, {
    width: (t) => 0.32 * Math.sin(Math.PI * Math.pow(t, 0.8)) * (1 - 0.25 * t),
    bend: (t) => -0.35 * t * t,
    fold: 0.04,
  });
}

/**
 * A palm frond one unit long: a curved rib with narrow leaflets hanging off both sides, the shape
 * that says "jungle" in silhouette.
 */
export function createFrondGeometry(leaflets = 16): BufferGeometry {
  const strip = newStrip();
  const rib = (t: number) => [0.12 * Math.sin(t * 2.2), t, -0.25 * t * t] as const;
  for (let k = 0; k < leaflets; k++) {
    const t = 0.08 + (0.9 * k) / leaflets;
    const [rx, ry, rz] = rib(t);
    const length = 0.42 * Math.sin(Math.PI * (0.15 + 0.85 * t)) + 0.06;
    for (const side of [-1, 1]) {
      const base = strip.positions.length / 3;
      const tipX = rx + side * length * 0.9;
      const tipY = ry - length * 0.55 + 0.06;
      const half = 0.022 + 0.01 * (1 - t);
      strip.positions.push(rx, ry + half, rz, rx, ry - half, rz, tipX, tipY, rz - 0.05);
      strip.uvs.push(0.5, t, 0.5, t, 0.5 + side * 0.5, t);
      strip.index.push(base, base + 1, base + 2);
    }
  }
  const ribStart = strip.positions.length / 3;
  for (let s = 0; s <= 10; s++) {
    const t = s / 10;
    const [rx, ry, rz] = rib(t);
    strip.positions.push(rx - 0.012, ry, rz, rx + 0.012, ry, rz);
    strip.uvs.push(0.48, t, 0.52, t);
    if (s < 10) {
      const a = ribStart + s * 2;
      strip.index.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
    }
  }
  return toGeometry(strip);
}

/** A long tapering plume for the headdress, one unit long, with uv.y along its length. */
export function createPlumeGeometry(segments = 10): BufferGeometry {
  return createRibbonGeometry(segments, {
    width: (t) => 0.13 * Math.sin(Math.PI * Math.min(1, t * 1.1)) + 0.015 * (1 - t),
    bend: (t) => -0.18 * t * t,
    fold: 0.025,
  });
}
