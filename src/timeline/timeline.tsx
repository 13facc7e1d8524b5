import { useRef, type ReactNode } from 'react';
import styles from './timeline.module.css';
import { TimelineSpine } from './timeline-spine';

/** The home page's journey: its sections are stations along one spine that fills as you scroll. */
export function Timeline({ children }: { children: ReactNode }) {
  const timelineRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={timelineRef} className={styles.timeline}>
      <TimelineSpine timelineRef={timelineRef} />
      {children}
    </div>
  );
}
