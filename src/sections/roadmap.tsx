import { Icon } from '../components/icon';
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
        {roadmap.map((phase) => (
          <li key={phase.phase} className={styles.phase} data-status={phase.status}>
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
          </li>
        ))}
      </ol>
    </Section>
  );
}
