import type { SceneInputs } from '../scene-messages';

const finePointer = '(hover: hover) and (pointer: fine)';

/**
 * Follows the page's scroll and, with a fine pointer, the pointer, and whether the tab is shown.
 * Only cheap reads here (scrollY, event coordinates): nothing that forces a layout mid-scroll.
 * `onInputs` hears of them at most once an animation frame, and only when they changed: scroll and
 * pointer events can come faster than frames, and each message wakes the scene.
 */
export function listenToPage(
  inputs: SceneInputs,
  onInputs: (inputs: SceneInputs) => void,
  onVisibility: (visible: boolean) => void,
): () => void {
  let told = { ...inputs };
  let frame = 0;
  const tell = () => {
    frame = 0;
    const { scrollY, pointerX, pointerY } = inputs;
    if (scrollY === told.scrollY && pointerX === told.pointerX && pointerY === told.pointerY)
      return;
    onInputs((told = { ...inputs }));
  };
  const onScroll = () => {
    inputs.scrollY = window.scrollY;
    frame ||= requestAnimationFrame(tell);
  };
  const onPointer = (event: PointerEvent) => {
    inputs.pointerX = (event.clientX / window.innerWidth) * 2 - 1;
    inputs.pointerY = (event.clientY / window.innerHeight) * 2 - 1;
    frame ||= requestAnimationFrame(tell);
  };
  const onVisibilityChange = () => onVisibility(document.visibilityState === 'visible');
  const pointer = window.matchMedia(finePointer).matches;
  window.addEventListener('scroll', onScroll, { passive: true });
  if (pointer) window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pointermove', onPointer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Calls back, in the next animation frame and once for any number of changes, when the screen, the
 * page's height or the hero's art box change size. Not within the observer's delivery: the first
 * mount sizes the canvas, and Firefox would report "ResizeObserver loop completed with undelivered
 * notifications".
 */
export function observeLayout(
  art: Element,
  stage: Element,
  onChange: (size: { width: number; height: number }) => void,
): () => void {
  let frame = 0;
  const observer = new ResizeObserver(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const { width, height } = stage.getBoundingClientRect();
      onChange({ width, height });
    });
  });
  observer.observe(stage);
  observer.observe(document.body);
  observer.observe(art);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
