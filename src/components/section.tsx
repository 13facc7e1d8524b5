import type { ReactNode } from 'react';
import { Reveal } from '../reveal/reveal';
import styles from './section.module.css';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * A home-page station: a labelled region with one h2, so each section is a landmark, and a
 * marker on the timeline's spine that ignites when the reader reaches it. Its header is the
 * section's moment on the stage (`data-stage-moment`, measured by the scene's host).
 */
export function Section({ id, eyebrow, title, intro, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.section}>
      <span className={styles.station} data-station={id} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <Reveal as="header" className={styles.header} data-stage-moment="">
          <div className={styles.caption}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
        </Reveal>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
