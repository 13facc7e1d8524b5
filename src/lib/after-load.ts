/**
 * Runs `task` once the page has loaded (its images included) and the frame after the load is
 * drawn, or after `fallbackMs` if a stalled request holds the load event back. Work that only
 * redresses or enlivens what is on screen (the web fonts, the 3D scene) waits for it: started
 * earlier, it shares a phone's CPU and connection with the largest paint.
 */
export function afterLoad(task: () => void, fallbackMs: number): () => void {
  let due = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (due) requestAnimationFrame(() => (timer = setTimeout(task)));
    due = false;
  };
  if (document.readyState === 'complete') run();
  else {
    addEventListener('load', run, { once: true });
    timer = setTimeout(run, fallbackMs);
  }
  return () => {
    due = false;
    clearTimeout(timer);
    removeEventListener('load', run);
  };
}
