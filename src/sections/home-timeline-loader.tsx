import { lazy, Suspense, useState, type ComponentType } from 'react';
import { sectionIds } from '../content/copy';
import { loadMessagePart } from '../i18n/catalogs';
import { listenForInput, whenInputQuiet } from '../lib/when-input-quiet';
import { holdHoverUntilHydrated } from './hover-until-hydrated';

/*
 * The sections below the hero, with the reveals and the motion library under them, are an island
 * of their own. Their server HTML is complete and stays as it is, readable, with working links,
 * until the visitor heads for them: the first scroll, touch, click or key (even one made before
 * the app started, which the boot script noted), a link to one of them, or the sections already
 * on screen (a tall window). Only then is their chunk fetched and hydrated, so the first screen's
 * hydration never waits for them, nor competes with them for a phone's CPU. Once the chunk is
 * here (the pre-renderer loads it up front; so may a test), they render in place.
 */
let Loaded: ComponentType | null = null;
// The sections' words are a part of the page's catalog of their own, fetched with their code.
const load = () =>
  Promise.all([import('./home-timeline'), loadMessagePart('sections')]).then(([module]) => {
    Loaded = module.HomeTimeline;
    return module.HomeTimeline;
  });

/** Fetches the sections' chunk now, so that the next home page renders them in place. */
export const preloadHomeTimeline = (): Promise<void> => load().then(() => undefined);

if (import.meta.env.SSR) await load();

/** Resolves once the visitor heads for the sections below the hero. */
function whenHeadedBelowTheHero(): Promise<void> {
  const first = document.getElementById(sectionIds[0]);
  // No server HTML to keep (a visit from another page of the app), or already on its way there
  // (a scroll before this ran is one the boot script noted). Reading scrollY here would force a
  // layout of the whole page in the middle of hydration.
  if (!first || window.location.hash || window.emberwildBoot?.engaged()) return Promise.resolve();
  return new Promise((resolve) => {
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => entries.some((e) => e.intersectionRatio > 0) && go(),
          )
        : null;
    near?.observe(first);
    const stopListening = listenForInput(go);
    window.addEventListener('hashchange', go);
    function go() {
      near?.disconnect();
      stopListening();
      window.removeEventListener('hashchange', go);
      resolve();
    }
  });
}

/*
 * Headed there, the sections still wait until the visitor's scrolling has come to rest. Their
 * start is the heaviest work after the first screen's (hydrating them, hiding what waits below,
 * the motion engine's first frame): started under a swipe it holds back the tap that follows (on
 * Copy, say), and started between two turns of a wheel it makes the scroll itself stutter
 * (docs/performance.md). A wheel's turns come a few hundred milliseconds apart on a slow phone, so
 * the pause waited for is longer than that. Meanwhile the sections on screen are the server's,
 * complete and visible. A press on the sections themselves (an Armory item, say) starts them at
 * once: the visitor is asking for them, not passing by.
 */
export const SECTIONS_QUIET_MS = 1000;
const pressedOnSections = (event: Event) =>
  event.target instanceof Node &&
  sectionIds.some((id) => document.getElementById(id)?.contains(event.target as Node));
// The island's outermost element holds the sections, the spine and the gaps between them.
const onIsland = (target: Node) =>
  document.getElementById(sectionIds[0])?.parentElement?.contains(target) ?? false;

// A chunk that fails to download leaves the server-rendered sections in place: static, complete.
const Deferred = lazy(() => {
  // First asked for as the page hydrates: until its code is here, the island stays dehydrated.
  const releaseHover = holdHoverUntilHydrated(onIsland);
  return whenHeadedBelowTheHero()
    .then(
      () =>
        new Promise<void>(
          (resolve) =>
            void whenInputQuiet(SECTIONS_QUIET_MS, resolve, { pressed: pressedOnSections }),
        ),
    )
    .then(load)
    .then(
      (component) => {
        releaseHover();
        return { default: component };
      },
      () => new Promise<never>(() => {}),
    );
});

export function HomeTimelineLoader() {
  // Decided once per mount: switching a mounted island over would remount its sections.
  const [InPlace] = useState(() => Loaded);
  return <Suspense fallback={null}>{InPlace ? <InPlace /> : <Deferred />}</Suspense>;
}
