import { useEffect, useRef } from 'react';

/**
 * The attribute on the head tags a page's pre-rendered HTML carries for it (its <title>, <meta>
 * and <link> tags, which React hoisted out of the page: src/entry-server.tsx). The static tags of
 * index.html never carry it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Takes the pre-rendered head tags out once the visitor has left the first page on the client.
 *
 * When the page hydrates, React adopts those tags as its own, and takes them out itself when the
 * page goes. But a link followed after the shell has hydrated and before the page content has
 * (its Suspense boundary hydrates in a later pass) makes React give up that content and render
 * the route afresh: the page's tags are then never adopted, and they stayed in the head behind the
 * ones React renders, a second <title>, description, canonical URL, … on every page after.
 *
 * On the first page they stay: crawlers and visitors without JavaScript read them, and hydration
 * adopts them in place. Once the location has changed, any still in the head are orphans:
 * - hydration of the first page is over by then, done or given up (an update reaches a page that
 *   is still dehydrated, or its content no longer matches the new location), so nothing is left
 *   to adopt them;
 * - tags React did adopt have already left the head in the commit that changed the location (the
 *   page unmounted, or hid behind the routes' Suspense fallback while the next page's chunk loads),
 *   before this effect runs. The page React renders next has its own tags, committed with it: at
 *   once, or once its chunk has loaded, exactly as on any client navigation.
 * So one pass, on the first change, is enough: no pre-rendered tag appears later, and React only
 * puts back the ones it adopted (the first page shown again after hiding), which stay its own.
 * This counts on the page changing with the path: a page component kept mounted from the first
 * path to the next would lose the tags React adopted (and React would fail to take them out later).
 * Only the not-found page matches more than one path, and no link leads from one unknown path to
 * another.
 */
export function useHeadOrphans(location: string): void {
  const first = useRef(location);
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current || location === first.current) return;
    cleared.current = true;
    for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
  }, [location]);
}
