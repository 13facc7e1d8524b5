import { PerspectiveCamera } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { coverView, frameLikeCover, stillAspect } from '../../../../src/scene/parts/cover-framing';

describe('coverView', () => {
  it('shows the whole still in an 8:9 box', () => {
    expect(coverView(800, 900)).toEqual({
      fullWidth: 800,
      fullHeight: 900,
      offsetX: 0,
      offsetY: 0,
    });
  });

  it('crops a wide box top and bottom, keeping the crop 20% down like hero-art', () => {
    expect(coverView(1600, 900)).toEqual({
      fullWidth: 1600,
      fullHeight: 1800,
      offsetX: 0,
      offsetY: 180,
    });
  });

  it('crops a tall box at both sides equally', () => {
    expect(coverView(400, 900)).toEqual({
      fullWidth: 800,
      fullHeight: 900,
      offsetX: 200,
      offsetY: 0,
    });
  });

  it.each([
    [1280, 720],
    [390, 844],
    [1024, 1366],
    [3000, 200],
  ])('covers a %i × %i box with an 8:9 view that contains it', (width, height) => {
    const view = coverView(width, height)!;
    expect(view.fullWidth / view.fullHeight).toBeCloseTo(stillAspect, 12);
    expect(view.offsetX).toBeGreaterThanOrEqual(0);
    expect(view.offsetY).toBeGreaterThanOrEqual(0);
    expect(view.offsetX + width).toBeLessThanOrEqual(view.fullWidth + 1e-9);
    expect(view.offsetY + height).toBeLessThanOrEqual(view.fullHeight + 1e-9);
    // Cover never crops both ways: one side of the box spans the whole view.
    expect(view.fullWidth === width || Math.abs(view.fullHeight - height) < 1e-9).toBe(true);
  });

  it('has nothing to show in an empty box', () => {
    expect(coverView(0, 900)).toBeNull();
    expect(coverView(800, 0)).toBeNull();
    expect(coverView(-1, 10)).toBeNull();
  });

  it('fills the object it is given, for callers that run every frame', () => {
    const out = { fullWidth: 0, fullHeight: 0, offsetX: 0, offsetY: 0 };
    expect(coverView(1600, 900, out)).toBe(out);
    expect(out.fullHeight).toBe(1800);
  });
});

describe('frameLikeCover', () => {
  it('sets the still aspect and the view offset for the box', () => {
    const camera = new PerspectiveCamera(34, 1);
    frameLikeCover(camera, 1600, 900);
    expect(camera.aspect).toBe(stillAspect);
    expect(camera.view).toMatchObject({
      enabled: true,
      fullWidth: 1600,
      fullHeight: 1800,
      offsetX: 0,
      offsetY: 180,
      width: 1600,
      height: 900,
    });
  });

  it('leaves a camera framed for the same box alone, and reframes when the box changes', () => {
    const camera = new PerspectiveCamera(34, 1);
    frameLikeCover(camera, 1600, 900);
    const update = vi.spyOn(camera, 'updateProjectionMatrix');
    frameLikeCover(camera, 1600, 900);
    expect(update).not.toHaveBeenCalled();
    frameLikeCover(camera, 400, 900);
    expect(update).toHaveBeenCalled();
    expect(camera.view).toMatchObject({ fullWidth: 800, fullHeight: 900, offsetX: 200 });
  });

  it('leaves the camera untouched for an empty box', () => {
    const camera = new PerspectiveCamera(34, 1.5);
    frameLikeCover(camera, 0, 0);
    expect(camera.aspect).toBe(1.5);
    expect(camera.view).toBeNull();
  });

  it('frames the whole view when the box is the whole view', () => {
    const boxed = new PerspectiveCamera(34, 1);
    const whole = new PerspectiveCamera(34, 1);
    frameLikeCover(boxed, 1280, 800, { x: 0, y: 0, width: 1280, height: 800 });
    frameLikeCover(whole, 1280, 800);
    expect(boxed.view).toEqual(whole.view);
    expect(boxed.projectionMatrix.elements).toEqual(whole.projectionMatrix.elements);
  });

  it.each([
    // A phone's hero: the art box below the header, the full width.
    ['the art box on a phone', 390, 844, { x: 0, y: 64, width: 390, height: 371.36 }],
    // A desktop's hero: the art box on the right, scrolled 300 px up.
    ['the art box on a desktop', 1280, 800, { x: 486.39, y: -300, width: 793.61, height: 800 }],
    // Past the hero on a desktop: the top right of the screen.
    ['the top right of a desktop', 1280, 800, { x: 563.2, y: 0, width: 716.8, height: 512 }],
  ])('shows in %s what the still shows in it, and the same picture around it', (_, w, h, box) => {
    const camera = new PerspectiveCamera(34, 1);
    frameLikeCover(camera, w, h, box);
    const cover = coverView(box.width, box.height)!;
    expect(camera.aspect).toBe(stillAspect);
    // The whole screen is drawn, at the scale of the box's cover view…
    expect(camera.view).toMatchObject({
      enabled: true,
      fullWidth: cover.fullWidth,
      fullHeight: cover.fullHeight,
      width: w,
      height: h,
    });
    // …and the box's top left corner lands where cover puts it in the still.
    expect(camera.view!.offsetX + box.x).toBeCloseTo(cover.offsetX, 9);
    expect(camera.view!.offsetY + box.y).toBeCloseTo(cover.offsetY, 9);
  });

  it('moves the picture with the box as the page scrolls', () => {
    const camera = new PerspectiveCamera(34, 1);
    const box = { x: 0, y: 64, width: 390, height: 371.36 };
    frameLikeCover(camera, 390, 844, box);
    const { offsetY, fullHeight } = camera.view!;
    const update = vi.spyOn(camera, 'updateProjectionMatrix');
    frameLikeCover(camera, 390, 844, { ...box });
    expect(update).not.toHaveBeenCalled();
    frameLikeCover(camera, 390, 844, { ...box, y: box.y - 120 });
    expect(update).toHaveBeenCalledTimes(1);
    expect(camera.view!.offsetY).toBeCloseTo(offsetY + 120, 9);
    expect(camera.view!.fullHeight).toBe(fullHeight);
  });

  it('leaves the camera untouched for an empty box on a real view', () => {
    const camera = new PerspectiveCamera(34, 1.5);
    frameLikeCover(camera, 1280, 800, { x: 10, y: 10, width: 0, height: 300 });
    expect(camera.aspect).toBe(1.5);
    expect(camera.view).toBeNull();
  });
});
