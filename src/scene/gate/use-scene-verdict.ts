import { useEffect, useState } from 'react';
import { showAnimation, showAutomaticAnimation } from '../../lib/animation-state';
import { FONT_WAIT_MS } from '../../boot/boot-contract';
import { afterLoad } from '../../lib/after-load';
import { onReducedMotionChange } from '../../lib/reduced-motion';
import { whenIdle } from '../../lib/when-idle';
import { useAnimation } from '../../lib/use-animation';
import { decideScene, type SceneCapabilities, type SceneVerdict } from './scene-verdict';

/**
 * The live scene or the still image: null until the page has loaded and the browser has a quiet
 * moment, for the scene is the costliest thing on the page. The visitor's Animation control
 * decides at once; without a choice, the automatic verdict sets the control.
 */
export function useSceneVerdict(): SceneVerdict | null {
  const [capabilities, setCapabilities] = useState<SceneCapabilities | null>(null);
  const { choice } = useAnimation();

  useEffect(() => {
    let cancelled = false;
    // The gate (its probe and its worker) is fetched only then: nothing before the first tap
    // needs it, so it is not part of the JavaScript the page names.
    const read = () =>
      import('./scene-capabilities')
        .then((gate) => gate.readCapabilities(window))
        .then((next) => !cancelled && setCapabilities(next));
    let cancelIdle = () => {};
    const cancelLoad = afterLoad(
      () => (cancelIdle = whenIdle(() => void read(), { timeout: 2500, fallbackDelay: 200 })),
      FONT_WAIT_MS,
    );
    // Reduced motion turned on or off mid-visit: the preferences are read again.
    const stopFollowingMotion = onReducedMotionChange(() => void read());
    return () => {
      cancelled = true;
      cancelLoad();
      cancelIdle();
      stopFollowingMotion();
    };
  }, []);

  const verdict = capabilities && decideScene(capabilities, choice);
  const show = verdict?.show;
  const unavailable = capabilities?.webgl2 === 'missing';
  useEffect(() => {
    if (unavailable) showAnimation('unavailable');
    else if (show) showAutomaticAnimation(show === 'scene');
  }, [show, unavailable]);
  return verdict;
}
