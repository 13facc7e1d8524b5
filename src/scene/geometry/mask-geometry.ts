import { BufferGeometry, Float32BufferAttribute } from 'three';

/** Half extents of the mask, in scene units. */
export const maskSize = { halfWidth: 0.64, halfHeight: 0.86, depth: 0.5 } as const;

/** Eye centers in face coordinates (x right, y up, the mask's own units). */
export const eyeCenter = { x: 0.235, y: 0.11 } as const;

const gauss = (d2: number) => Math.exp(-d2);

/** The silhouette: a rounded brow, broad cheeks and a pointed chin; v runs -1 (chin) … 1 (top). */
function halfWidthAt(v: number): number {
  if (v > 0.34) {
    // A broad, nearly flat brow that rounds off only at the corners.
    const k = (v - 0.34) / 0.68;
    return Math.pow(Math.max(0, 1 - Math.pow(k, 3)), 0.45) * 0.9 + 0.1;
  }
  const cheek = 1 + 0.09 * gauss(((v + 0.04) / 0.2) ** 2);
  // Below the cheekbones the jaw narrows in a straight, carved line to a blunt chin.
  const jaw = v < -0.2 ? Math.min(1, (-0.2 - v) / 0.8) : 0;
  return cheek * (1 - 0.7 * jaw);
}

/** Eye distance in units of the socket, slanted so the outer corners rise: a fierce look. */
export function eyeDistance(x: number, y: number, scaleX: number, scaleY: number): number {
  const dx = Math.abs(x) - eyeCenter.x;
  const dy = y - eyeCenter.y;
  const angle = 0.32;
  const rx = dx * Math.cos(angle) + dy * Math.sin(angle);
  const ry = -dx * Math.sin(angle) + dy * Math.cos(angle);
  return Math.hypot(rx / scaleX, ry / scaleY);
}

/** Carved relief added to the dome, in scene units. */
function relief(x: number, y: number): number {
  const ax = Math.abs(x);
  const browY = 0.215 + 0.13 * ax;
  const brow = 0.11 * gauss(((y - browY) / 0.055) ** 2) * (1 - smoothstep(0.34, 0.52, ax));
  const socket = -0.15 * gauss(eyeDistance(x, y, 0.16, 0.1) ** 2 * 1.2);
  const bridge = smoothstep(0.22, 0.02, y) * smoothstep(-0.33, -0.16, y);
  const nose = 0.17 * gauss((x / (0.05 + 0.05 * smoothstep(0.1, -0.25, y))) ** 2) * bridge;
  const nostrils = 0.06 * gauss(((ax - 0.075) / 0.045) ** 2 + ((y + 0.24) / 0.045) ** 2);
  const cheeks = 0.075 * gauss(((ax - 0.33) / 0.12) ** 2 + ((y + 0.06) / 0.11) ** 2);
  const mouthY = -0.46 - 0.28 * x * x;
  const mouthSpan = 1 - smoothstep(0.2, 0.29, ax);
  const lips = 0.05 * gauss(((y - mouthY) / 0.07) ** 2) * mouthSpan;
  const mouth = -0.1 * gauss(((y - mouthY) / 0.03) ** 2) * mouthSpan;
  const chin = 0.06 * gauss((x / 0.13) ** 2 + ((y + 0.7) / 0.1) ** 2);
  const keel = 0.025 * gauss((x / 0.035) ** 2) * smoothstep(0.32, 0.62, y);
  return brow + socket + nose + nostrils + cheeks + lips + mouth + chin + keel;
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/**
 * The carved wooden mask: a domed shell shaped by the functions above. Built once on the CPU, so
 * the GPU only draws it; face coordinates ride along for the carving and paint in the shader.
 */
export function createMaskGeometry(columns = 64, rows = 80): BufferGeometry {
  const { halfWidth, halfHeight, depth } = maskSize;
  const positions: number[] = [];
  const faces: number[] = [];
  const carving: number[] = [];
  for (let j = 0; j <= rows; j++) {
    const v = -1 + (2 * j) / rows;
    const span = halfWidthAt(v);
    for (let i = 0; i <= columns; i++) {
      const u = -1 + (2 * i) / columns;
      const x = u * span * halfWidth;
      const y = v * halfHeight;
      const wrap = Math.pow(Math.abs(u), 2.2);
      const dome = depth * (1 - 0.92 * wrap) * (1 - 0.3 * v * v);
      // The relief fades towards the rim so the edge stays a clean carved line.
      const carved = relief(x, y) * (1 - smoothstep(0.75, 1, Math.abs(u)));
      const z = dome + carved;
      // The rim curls back, which reads as the thickness of the carved wood.
      positions.push(x * (1 - 0.06 * wrap * wrap), y, z - 0.12 * wrap * wrap);
      faces.push(x, y);
      // How far the carving rises or sinks here, and how near the rim: light and wear follow both.
      carving.push(carved, Math.abs(u));
    }
  }
  const index: number[] = [];
  const stride = columns + 1;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const a = j * stride + i;
      const b = a + 1;
      const c = a + stride;
      const d = c + 1;
      index.push(a, b, d, a, d, c);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('aFace', new Float32BufferAttribute(faces, 2));
  geometry.setAttribute('aCarving', new Float32BufferAttribute(carving, 2));
  geometry.setIndex(index);
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}
