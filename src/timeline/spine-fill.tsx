import { m, useMotionValueEvent, useScroll, useTransform } from 'framer-motion';
import { useEffect, useRef, type RefObject } from 'react';
import { useTimelineStations } from './use-timeline-stations';
import styles from './timeline.module.css';

/**
 * The fill starts when the timeline's top passes a little above the middle of the screen and is
 * full when its end reaches the lower fifth, so the glowing tip stays where the reader looks and
 * the spine is complete at the bottom of the page.
 */
const SPINE_OFFSET: ['start 55%', 'end 80%'] = ['start 55%', 'end 80%'];

/** How long the tip keeps breathing after the page stops moving. */
const SETTLE_MS = 1200;

interface SpineFillProps {
  timelineRef: RefObject<HTMLElement | null>;
  spineRef: RefObject<HTMLElement | null>;
}

/**
 * The live part of the spine, bound straight to native scrolling (no smoothing, no hijacking):
 * with reduced motion it still shows progress, it just never animates on its own.
 */
export function SpineFill({ timelineRef, spineRef }: SpineFillProps) {
  const { scrollYProgress } = useScroll({ target: timelineRef, offset: SPINE_OFFSET });
  // The head is as tall as the spine, so a percentage of its own height puts the tip on the fill.
  const headY = useTransform(scrollYProgress, (value) => `${(value - 1) * 100}%`);
  useTimelineStations(timelineRef, spineRef, scrollYProgress);

  // The tip's glow breathes only while the reader travels: an idle page asks for no new frames.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useMotionValueEvent(scrollYProgress, 'change', () => {
    spineRef.current?.setAttribute('data-moving', '');
    clearTimeout(settle.current);
    settle.current = setTimeout(() => spineRef.current?.removeAttribute('data-moving'), SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(settle.current), []);

  return (
    <>
      <m.span className={styles.fill} style={{ scaleY: scrollYProgress }} />
      <m.span className={styles.head} style={{ y: headY }}>
        <span className={styles.tip} />
      </m.span>
    </>
  );
}
