import type { PerspectiveCamera } from 'three';

/** The still image is 8:9; the live canvas shows what `object-fit: cover` would show of it. */
export const stillAspect = 8 / 9;
/** Where cover keeps a wide box's crop, matching hero-art's `object-position: 50% 20%`. */
const coverAnchorY = 0.2;

/** The part of a full 8:9 view a width × height box shows, in pixels (see Camera.setViewOffset). */
export interface CoverView {
  fullWidth: number;
  fullHeight: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The 8:9 view scaled to cover the box, and where the box sits in it; null for an empty box. Pass
 * `out` to fill an existing object: the camera asks every frame, so it reuses one.
 */
export function coverView(
  width: number,
  height: number,
  out: CoverView = { fullWidth: 0, fullHeight: 0, offsetX: 0, offsetY: 0 },
): CoverView | null {
  if (width <= 0 || height <= 0) return null;
  const aspect = width / height;
  out.fullWidth = aspect > stillAspect ? width : height * stillAspect;
  out.fullHeight = out.fullWidth / stillAspect;
  out.offsetX = (out.fullWidth - width) / 2;
  out.offsetY = (out.fullHeight - height) * coverAnchorY;
  return out;
}

const scratch: CoverView = { fullWidth: 0, fullHeight: 0, offsetX: 0, offsetY: 0 };

/** Where, on a view of `width` × `height`, the subject is framed (CSS pixels, from the top left). */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Frames the camera so that `box`, somewhere on a `width` × `height` view, shows what the still
 * image would under cover; the rest of the view continues the same picture around it. It runs
 * every frame, and setViewOffset rebuilds the projection, so a camera already framed is left alone.
 */
export function frameLikeCover(
  camera: PerspectiveCamera,
  width: number,
  height: number,
  box: FrameBox = { x: 0, y: 0, width, height },
): void {
  const target = coverView(box.width, box.height, scratch);
  if (!target || width <= 0 || height <= 0) return;
  const { fullWidth, fullHeight } = target;
  const offsetX = target.offsetX - box.x;
  const offsetY = target.offsetY - box.y;
  const view = camera.view;
  if (
    camera.aspect === stillAspect &&
    view?.enabled &&
    view.fullWidth === fullWidth &&
    view.fullHeight === fullHeight &&
    view.offsetX === offsetX &&
    view.offsetY === offsetY &&
    view.width === width &&
    view.height === height
  ) {
    return;
  }
  camera.aspect = stillAspect;
  camera.setViewOffset(fullWidth, fullHeight, offsetX, offsetY, width, height);
}
