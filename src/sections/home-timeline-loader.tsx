import { lazy, Suspense, type ComponentType } from 'react';

/*
 * The sections below the hero, with the reveals and the motion library under them, are a chunk of
 * their own: the first screen hydrates without waiting for them. The pre-renderer (and the unit
 * tests) load that chunk up front and render the sections in place, so they are always in the
 * HTML; in the browser React keeps that server HTML as it is, visible and readable, until the
 * chunk arrives and hydrates it.
 */
const renderInPlace = import.meta.env.SSR || import.meta.env.MODE === 'test';

let Loaded: ComponentType | null = null;
const load = () =>
  import('./home-timeline').then((module) => {
    Loaded = module.HomeTimeline;
    return module.HomeTimeline;
  });

if (renderInPlace) await load();

// A chunk that fails to download leaves the server-rendered sections in place: static, complete.
const Deferred = lazy(() =>
  load().then(
    (component) => ({ default: component }),
    () => new Promise<never>(() => {}),
  ),
);

function InPlace() {
  return Loaded ? <Loaded /> : null;
}

export function HomeTimelineLoader() {
  return <Suspense fallback={null}>{renderInPlace ? <InPlace /> : <Deferred />}</Suspense>;
}
