import { Icon } from '../components/icon';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { copy } from '../content/copy';
import { phaseStatusLabel, roadmap } from '../content/roadmap';
import type { IconName, PhaseStatus } from '../content/types';
import styles from './roadmap.module.css';

// Status changes only the look of a phase: its accent color (CSS, by data-status) and icon.
const statusIcon = {
  completed: 'check',
  current: 'flame',
  upcoming: 'clock',
  future: 'circle',
} as const satisfies Record<PhaseStatus, IconName>;

export function Roadmap() {
  return (
    <Section
      id="roadmap"
      eyebrow={copy.sections.roadmap.eyebrow}
      title={copy.sections.roadmap.title}
    >
      <ol className={styles.phases} role="list">
        {/* Phases come out of the spine one after another, in the order they will happen. */}
        <RevealGroup stagger={0.15}>
          {roadmap.map((phase) => (
            <Reveal
              as="li"
              key={phase.phase}
              from="left"
              className={styles.phase}
              data-status={phase.status}
            >
              <span className={styles.node} aria-hidden="true" />
              <div className={styles.top}>
                <span className={styles.label}>{phase.phase}</span>
                <span className={styles.status}>
                  <Icon name={statusIcon[phase.status]} size={14} className={styles.statusIcon} />
                  {phaseStatusLabel[phase.status]}
                </span>
              </div>
              <h3 className={styles.title}>{phase.title}</h3>
              <ul className={styles.items}>
                {phase.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </RevealGroup>
      </ol>
    </Section>
  );
}
