/** The hover events React answers, inside a dehydrated boundary, by retrying its hydration. */
const HOVER_EVENTS = ['mouseover', 'pointerover'] as const;

/**
 * Stops hover events over what `isOnIsland` names from reaching React until the island has
 * hydrated; returns what lets them through again.
 *
 * Why: while the sections wait, dehydrated, React answers each mouseover or pointerover on them by
 * scheduling another try at hydrating the island, a render from the root at continuous priority
 * that suspends at once, for the island's code is deliberately not there yet. A wheel turn moves
 * new content under a still pointer, and the browser sends a hover update each time, so a scroll
 * through the page paid for a render per notch (docs/performance.md). Nothing on the island
 * listens for these events before it hydrates, and CSS :hover does not need them. They are held
 * at the window, the first stop of their way down, where React's listener on the root cannot see
 * them.
 */
export function holdHoverUntilHydrated(isOnIsland: (target: Node) => boolean): () => void {
  const hold = (event: Event) => {
    if (event.target instanceof Node && isOnIsland(event.target)) event.stopPropagation();
  };
  for (const type of HOVER_EVENTS) window.addEventListener(type, hold, { capture: true });
  return () => {
    for (const type of HOVER_EVENTS) window.removeEventListener(type, hold, { capture: true });
  };
}
