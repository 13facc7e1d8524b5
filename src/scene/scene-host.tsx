import { useEffect, useRef } from 'react';
import type { SceneMode } from './gate/scene-capabilities';
import type { SceneEvent, SceneInputs, SceneViewport } from './protocol';
import { openMainThreadPort, openWorkerPort, type ScenePort } from './scene-port';
import styles from './scene-host.module.css';

/** What the page shows: the scene once it has drawn, the still image otherwise. */
export type SceneStatus = 'loading' | 'live' | 'lost' | 'failed';

interface SceneHostProps {
  mode: SceneMode;
  onStatus: (status: SceneStatus) => void;
}

// A lost context that the browser has not given back by then will not come back.
const restoreWaitMs = 5000;
const finePointer = '(hover: hover) and (pointer: fine)';

/** The pixel ratio cap: 1 on phones and small tablets, at most 2 on larger screens. */
export const cappedDpr = (viewportWidth: number, devicePixelRatio: number) =>
  Math.min(devicePixelRatio || 1, viewportWidth < 1024 ? 1 : 2);

/**
 * The share of the scene's height, at its bottom, that the hero fades into the page (`.art::after`
 * in sections/hero.module.css: at least 94 % of the background's colour on a phone, 70 % on a
 * desktop). While less than that is in view the scene rests, as it does off screen; its last frame
 * stays. From that share up it draws: an IntersectionObserver counts a threshold as crossed when
 * the share in view reaches it, so a stop exactly on it must count as in sight, or the scene would
 * stay at rest with no later crossing to wake it.
 */
export const fadedShare = 0.12;

/**
 * Whether the visitor can see the scene. Frames drawn for its faded edge alone still cost the GPU
 * and hold back the page's own next frame: on a software GL, with 2 px of that edge in view, the
 * toast of a tap on Copy waited about 55 ms more (medians of settled loads at 4x CPU: 103 and
 * 47 ms).
 */
export const inSight = (
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
) => entry.isIntersecting && entry.intersectionRatio >= fadedShare;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The lazy boundary of the 3D hero. It owns the one canvas, picks where the scene runs, and feeds
 * it scroll, pointer, size and visibility. This module holds no three.js: that arrives with the
 * worker, or with the main-thread runtime when there is no worker path.
 */
export function SceneHost({ mode, onStatus }: SceneHostProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  }, [onStatus]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const report = (status: SceneStatus) => statusRef.current(status);

    // Created here rather than rendered, so a remount never reuses a canvas already handed over.
    const canvas = document.createElement('canvas');
    canvas.className = styles.canvas ?? '';
    canvas.setAttribute('aria-hidden', 'true');

    // Sizes come from the ResizeObserver, which reports after layout: reading them here instead
    // would force a layout of the whole page in the middle of React's commit.
    const size = { width: 1, height: 1, top: 0 };
    const readViewport = (): SceneViewport => ({
      width: Math.max(1, Math.round(size.width)),
      height: Math.max(1, Math.round(size.height)),
      dpr: cappedDpr(window.innerWidth, window.devicePixelRatio),
    });
    const inputs: SceneInputs = { scroll: 0, pointerX: 0, pointerY: 0 };
    const readScroll = () => clamp01((window.scrollY - size.top) / Math.max(1, size.height));
    let onScreen = true;
    let wasActive = true;
    const active = () => onScreen && document.visibilityState === 'visible';

    let restoreTimer: ReturnType<typeof setTimeout> | undefined;
    let port: ScenePort | null = null;
    let failed = false;
    const fail = () => {
      failed = true;
      report('failed');
      port?.close();
      port = null;
      canvas.remove();
    };
    const onEvent = (event: SceneEvent) => {
      switch (event.type) {
        case 'ready':
        case 'context-restored':
          clearTimeout(restoreTimer);
          report('live');
          break;
        case 'context-lost':
          report('lost');
          restoreTimer = setTimeout(fail, restoreWaitMs);
          break;
        case 'failed':
          fail();
          break;
      }
    };
    const open = () => {
      box.append(canvas);
      inputs.scroll = readScroll();
      const start = { viewport: readViewport(), inputs: { ...inputs }, active: active() };
      wasActive = start.active;
      try {
        port =
          mode === 'worker'
            ? openWorkerPort(canvas, start, onEvent)
            : openMainThreadPort(canvas, start, onEvent);
      } catch {
        fail();
      }
    };

    // Inputs are sent at most once per animation frame, however fast events arrive.
    let frame = 0;
    let dirtyInputs = false;
    let dirtyViewport = false;
    const flush = () => {
      frame = 0;
      if (dirtyViewport) port?.send({ type: 'viewport', viewport: readViewport() });
      if (dirtyInputs) port?.send({ type: 'inputs', inputs: { ...inputs } });
      dirtyInputs = dirtyViewport = false;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(flush);
    };
    const onScroll = () => {
      inputs.scroll = readScroll();
      dirtyInputs = true;
      schedule();
    };
    const onPointer = (event: PointerEvent) => {
      inputs.pointerX = (event.clientX / window.innerWidth) * 2 - 1;
      inputs.pointerY = (event.clientY / window.innerHeight) * 2 - 1;
      dirtyInputs = true;
      schedule();
    };
    const resize = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry || failed) return;
      size.width = entry.contentRect.width;
      size.height = entry.contentRect.height;
      // Layout is fresh inside an observer callback, so this read costs nothing.
      size.top = box.getBoundingClientRect().top + window.scrollY;
      if (!port) return open();
      inputs.scroll = readScroll();
      dirtyViewport = dirtyInputs = true;
      schedule();
    });
    const sendActive = () => {
      const now = active();
      if (now === wasActive) return;
      wasActive = now;
      port?.send({ type: 'active', active: now });
    };
    const seen = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (!latest) return;
        onScreen = inSight(latest);
        sendActive();
      },
      { threshold: [0, fadedShare] },
    );

    const pointer = window.matchMedia(finePointer).matches;
    window.addEventListener('scroll', onScroll, { passive: true });
    if (pointer) window.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('visibilitychange', sendActive);
    resize.observe(box);
    seen.observe(box);

    return () => {
      clearTimeout(restoreTimer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('visibilitychange', sendActive);
      resize.disconnect();
      seen.disconnect();
      port?.close();
      canvas.remove();
    };
  }, [mode]);

  return <div ref={boxRef} className={styles.box} />;
}
