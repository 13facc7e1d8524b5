import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_STORAGE_KEY, readAnimation } from '../../../src/lib/animation-state';
import { HeroArt } from '../../../src/sections/hero-art';
import { mountScene } from '../../../src/scene/host/mount-scene';
import { bootAnimation, leavePage } from '../animation-env';

// The scene itself (its stage, its worker) is mount-scene's to test.
vi.mock('../../../src/scene/host/mount-scene', () => ({ mountScene: vi.fn() }));
const mounted = { setPlaying: vi.fn(), dispose: vi.fn() };

const alt = 'The Masked Flame: a carved mask with burning eyes';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/**
 * A browser whose page canvas draws WebGL2 with `renderer` (null: no WebGL2 at all), with no
 * worker that could, and an idle moment at once after the load.
 */
function browserDrawingWith(renderer: string | null) {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  // A browser without WebGL2 has no such global.
  if (renderer === null) return Reflect.deleteProperty(globalThis, 'WebGL2RenderingContext');
  vi.stubGlobal('WebGL2RenderingContext', function WebGL2RenderingContext() {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    RENDERER: 0x1f01,
    getExtension: () => null,
    getParameter: (parameter: number) => (parameter === 0x1f01 ? renderer : null),
  } as unknown as RenderingContext);
}

const frameOf = (container: HTMLElement) => container.querySelector('[data-scene]');
/** How the scene was last mounted: on what box, in which mode, playing or not, reporting to what. */
const lastMount = () => {
  const call = vi.mocked(mountScene).mock.lastCall;
  return call && { box: call[0], mode: call[1], playing: call[2], report: call[3] };
};
/** Whether the mounted scene plays: as it was mounted, then as it was last told. */
const scenePlays = () => mounted.setPlaying.mock.lastCall?.[0] ?? lastMount()?.playing;

beforeEach(() => {
  localStorage.clear();
  mounted.setPlaying.mockReset();
  mounted.dispose.mockReset();
  vi.mocked(mountScene).mockReset().mockReturnValue(mounted);
  // The GPU is probed once per page load: each test loads the gate afresh.
  vi.resetModules();
});
afterEach(() => {
  // Unmounted while the idle callback it may cancel still exists.
  cleanup();
  leavePage();
  vi.unstubAllGlobals();
});

describe('the hero art', () => {
  it('is the still image, with its alt text and reserved size, before anything is decided', () => {
    const { container } = render(<HeroArt alt={alt} />);
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '1620');
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source.srcset).toMatch(/480w.*768w.*960w.*1200w.*1440w/);
    expect(frameOf(container)).toHaveAttribute('data-scene', 'pending');
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('shows the scene where a GPU draws it', async () => {
    browserDrawingWith('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)');
    bootAnimation();
    const { container, unmount } = render(<HeroArt alt={alt} />);
    await waitFor(() => expect(mountScene).toHaveBeenCalledOnce());
    // On the hero's art box, where the still is; the canvas is on a stage of its own.
    expect(lastMount()).toMatchObject({
      box: frameOf(container),
      mode: 'main-thread',
      playing: true,
    });
    expect(frameOf(container)).toHaveAttribute('data-scene', 'loading');
    expect(readAnimation().state).toBe('on');
    act(() => lastMount()!.report('live'));
    expect(frameOf(container)).toHaveAttribute('data-scene', 'live');
    unmount();
    expect(mounted.dispose).toHaveBeenCalledOnce();
  });

  it('keeps the still when the scene fails', async () => {
    browserDrawingWith('Apple GPU');
    bootAnimation();
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() => expect(mountScene).toHaveBeenCalledOnce());
    act(() => lastMount()!.report('failed'));
    expect(frameOf(container)).toHaveAttribute('data-scene', 'image');
    expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'failed');
    expect(screen.getByRole('img', { name: alt })).toBeVisible();
  });

  it('stays on the image for a visitor who prefers reduced motion, and turns the control off', async () => {
    preferReducedMotion(true);
    browserDrawingWith('Apple GPU');
    bootAnimation();
    const { container } = render(<HeroArt alt={alt} />);
    // The control is set by an effect after the frame's attributes: wait for both.
    await waitFor(() => {
      expect(frameOf(container)).toHaveAttribute('data-scene', 'image');
      expect(readAnimation()).toEqual({ state: 'off', choice: null });
    });
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    // Reported for tests and diagnostics: the path taken, and why.
    expect(frameOf(container)).toHaveAttribute('data-scene-path', 'image');
    expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'reduced-motion');
    expect(mountScene).not.toHaveBeenCalled();
  });

  it('gives a software renderer the still image', async () => {
    browserDrawingWith('ANGLE (Mesa, llvmpipe (LLVM 15.0.7, 256 bits), OpenGL 4.5)');
    bootAnimation();
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() => {
      expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'software-renderer');
      expect(readAnimation().state).toBe('off');
    });
    expect(mountScene).not.toHaveBeenCalled();
  });

  it('says the animation is unavailable without WebGL2, whatever the visitor chose', async () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'on');
    browserDrawingWith(null);
    bootAnimation();
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() => {
      expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'no-webgl2');
      expect(readAnimation().state).toBe('unavailable');
    });
    expect(mountScene).not.toHaveBeenCalled();
  });

  it('starts the scene under reduced motion when the visitor asked for it', async () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'on');
    preferReducedMotion(true);
    browserDrawingWith('Apple GPU');
    bootAnimation({ reducedMotion: true });
    render(<HeroArt alt={alt} />);
    await waitFor(() => expect(lastMount()).toMatchObject({ playing: true }));
    expect(readAnimation()).toEqual({ state: 'on', choice: 'on' });
  });

  it('pauses the scene it started when the visitor turns animation off, keeping it mounted', async () => {
    browserDrawingWith('Apple GPU');
    bootAnimation();
    const toggle = document.body.appendChild(document.createElement('button'));
    toggle.dataset.animationToggle = '';
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() => expect(lastMount()).toMatchObject({ playing: true }));
    act(() => lastMount()!.report('live'));
    expect(frameOf(container)).toHaveAttribute('data-scene', 'live');

    act(() => toggle.click());
    expect(scenePlays()).toBe(false);
    expect(frameOf(container)).toHaveAttribute('data-scene', 'image');
    expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'animation-off');

    act(() => toggle.click());
    expect(scenePlays()).toBe(true);
    expect(frameOf(container)).toHaveAttribute('data-scene', 'live');
    expect(mountScene).toHaveBeenCalledOnce();
    expect(mounted.dispose).not.toHaveBeenCalled();
    toggle.remove();
  });

  it('never starts a scene the visitor turned off', async () => {
    localStorage.setItem(ANIMATION_STORAGE_KEY, 'off');
    browserDrawingWith('Apple GPU');
    bootAnimation();
    const { container } = render(<HeroArt alt={alt} />);
    await waitFor(() =>
      expect(frameOf(container)).toHaveAttribute('data-scene-reason', 'animation-off'),
    );
    expect(mountScene).not.toHaveBeenCalled();
  });
});
