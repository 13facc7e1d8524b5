import { useEffect, useState } from 'react';
import { reducedMotionQuery } from '../../lib/reduced-motion';
import { whenIdle } from '../../lib/when-idle';
import type { SceneVerdict } from './scene-capabilities';

/**
 * Runs `task` once the page has loaded and the browser then has a quiet moment. The scene is the
 * costliest thing on the page (three.js in a worker, and on a phone a GPU shared with the page's
 * own frames): it waits until the page is usable, so it never competes with hydration or slows the
 * first tap. The still image of the same character is on screen until then.
 */
export function afterLoadIdle(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const onLoad = () => {
    // A task queued from the load event runs after the load event's own work.
    timer = setTimeout(() => {
      cancelIdle = whenIdle(task, { timeout: 2500, fallbackDelay: 200 });
    }, 0);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
    cancelIdle();
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
      // The gate (its probes and their worker) is fetched only then: nothing before the first
      // tap needs it, so it is not part of the JavaScript the page names.
      cancelIdle = afterLoadIdle(() => {
        void import('./scene-capabilities')
          .then(({ gateScene }) => gateScene(window))
          .then((next) => {
            if (!cancelled) setVerdict(next);
          });
      });
    };
    const motion = window.matchMedia(reducedMotionQuery);
    const onMotionChange = () => {
      if (motion.matches) {
        cancelIdle();
        setVerdict({ show: 'image', reason: 'reduced-motion' });
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
