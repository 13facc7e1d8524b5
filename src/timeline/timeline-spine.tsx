import { lazy, Suspense, useRef, type RefObject } from 'react';
import { useT } from '../i18n/locale-context';
import { useHydrated } from '../lib/use-hydrated';
import styles from './timeline.module.css';

// Scroll tracking is fetched after hydration: the page never waits for it, and the server HTML
// (an unlit track) needs none of it.
const SpineFill = lazy(() =>
  import('./spine-fill').then((module) => ({ default: module.SpineFill })),
);

/**
 * The spine: a thin flame line that fills as the visitor scrolls, with a glowing tip and a
 * station per section. It is the page's progressbar for assistive technology; its value is
 * written straight to the DOM as the page scrolls.
 */
export function TimelineSpine({ timelineRef }: { timelineRef: RefObject<HTMLElement | null> }) {
  const spineRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  return (
    <div
      ref={spineRef}
      className={styles.spine}
      role="progressbar"
      aria-label={t('timeline.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    >
      {hydrated ? (
        <Suspense fallback={null}>
          <SpineFill timelineRef={timelineRef} spineRef={spineRef} />
        </Suspense>
      ) : null}
      <span className={styles.end} data-station="" />
    </div>
  );
}
