import { onReducedMotionChange, prefersReducedMotion } from '../lib/reduced-motion';

/** Elements that enter together, such as one row of cards, start one after another. */
export interface RevealBatch {
  stagger: number;
}

interface Pending {
  batch: RevealBatch | null;
  reveal: (delay: number, instant: boolean) => void;
}

/**
 * An element counts as reached once its top passes 90% of the screen height, so it has settled
 * by the time it is read. The watched area also reaches far above the screen: an element that a
 * jump (a link, the End key, a fling) carries straight past still registers, and is shown at once.
 */
const ROOT_MARGIN = '100000px 0px -10% 0px';
/** A long batch (a tall screen of cards) must not keep the last ones waiting. */
const MAX_STAGGER_STEPS = 5;

/**
 * Hiding is spread over frames, a few elements each: hiding all of them at once, as the sections
 * hydrate, is one long task on a phone. They are all below the fold, so none of this is seen.
 */
const HIDE_PER_FRAME = 4;

const pending = new Map<Element, Pending>();
const hideQueue: { element: Element; hide: () => void }[] = [];
let hideFrame = 0;
let observer: IntersectionObserver | null = null;
let stopListening: (() => void) | null = null;
let listeningForFocus = false;

const inDocumentOrder = (a: IntersectionObserverEntry, b: IntersectionObserverEntry) =>
  a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function release(element: Element): void {
  pending.delete(element);
  observer?.unobserve(element);
  if (pending.size > 0) return;
  observer?.disconnect();
  observer = null;
  stopListening?.();
  stopListening = null;
  document.removeEventListener('focusin', revealFocused, true);
  listeningForFocus = false;
}

/** A keyboard user landing on a control that still waits must see it, and its focus ring, now. */
function revealFocused(event: FocusEvent): void {
  for (const [element, target] of [...pending]) {
    if (!(event.target instanceof Node) || !element.contains(event.target)) continue;
    release(element);
    target.reveal(0, true);
  }
}

function handleEntries(entries: IntersectionObserverEntry[]): void {
  const steps = new Map<RevealBatch, number>();
  for (const entry of entries.filter((item) => item.isIntersecting).sort(inDocumentOrder)) {
    const target = pending.get(entry.target);
    if (!target) continue;
    release(entry.target);
    if (entry.boundingClientRect.bottom <= 0) {
      target.reveal(0, true);
      continue;
    }
    const step = target.batch ? (steps.get(target.batch) ?? 0) : 0;
    if (target.batch) steps.set(target.batch, step + 1);
    target.reveal(Math.min(step, MAX_STAGGER_STEPS) * (target.batch?.stagger ?? 0), false);
  }
}

function hideSome(): void {
  hideFrame = 0;
  // An element revealed, released or unmounted while it waited is not hidden any more.
  for (const { element, hide } of hideQueue.splice(0, HIDE_PER_FRAME))
    if (pending.has(element)) hide();
  if (hideQueue.length > 0) hideFrame = requestAnimationFrame(hideSome);
}

/** Turning reduced motion on mid-visit shows everything still waiting, at once. */
function revealAllNow(reduce: boolean): void {
  if (!reduce) return;
  for (const [element, target] of [...pending]) {
    release(element);
    target.reveal(0, true);
  }
}

/**
 * Decides, once the page is live, whether an element gets a reveal: only when motion is welcome
 * and the element is still below the fold. Content already on screen (or scrolled past) is left
 * exactly as the server rendered it. Calls `hide` within a few frames when the element should
 * wait (unless it is reached first), then `reveal` when it scrolls into view. Returns the cleanup.
 */
export function watchReveal(
  element: Element,
  batch: RevealBatch | null,
  hide: () => void,
  reveal: (delay: number, instant: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return () => {};
  if (element.getBoundingClientRect().top < window.innerHeight) return () => {};
  observer ??= new IntersectionObserver(handleEntries, { rootMargin: ROOT_MARGIN });
  stopListening ??= onReducedMotionChange(revealAllNow);
  if (!listeningForFocus) {
    document.addEventListener('focusin', revealFocused, true);
    listeningForFocus = true;
  }
  pending.set(element, { batch, reveal });
  observer.observe(element);
  hideQueue.push({ element, hide });
  hideFrame ||= requestAnimationFrame(hideSome);
  return () => {
    if (pending.has(element)) release(element);
  };
}
