import { useEffect, useState } from 'react';
import {
  gateScene,
  imageVerdict,
  reducedMotionQuery,
  type SceneVerdict,
} from './scene-capabilities';

/** Runs `task` once the page has painted and the browser has a quiet moment. */
export function afterFirstPaintIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // The frame callback runs before the paint; a task queued from it runs after.
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(task, { timeout: 2500 });
      } else {
        timer = setTimeout(task, 200);
      }
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Whether the hero shows the live scene or the still image: null until decided, which happens only
 * in the browser, after the first paint. A visitor who turns on reduced motion gets the image at
 * once; turning it off starts the gate again.
 */
export function useSceneVerdict(): SceneVerdict | null {
  const [verdict, setVerdict] = useState<SceneVerdict | null>(null);

  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => {};
    const decide = () => {
      cancelIdle();
      cancelIdle = afterFirstPaintIdle(() => {
        void gateScene(window).then((next) => {
          if (!cancelled) setVerdict(next);
        });
      });
    };
    const motion = window.matchMedia(reducedMotionQuery);
    const onMotionChange = () => {
      if (motion.matches) {
        cancelIdle();
        setVerdict(imageVerdict('reduced-motion'));
      } else decide();
    };
    decide();
    motion.addEventListener('change', onMotionChange);
    return () => {
      cancelled = true;
      cancelIdle();
      motion.removeEventListener('change', onMotionChange);
    };
  }, []);

  return verdict;
}
