import { Icon } from '../components/icon';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { phaseStatusLabel, roadmap } from '../content/roadmap';
import type { IconName, PhaseStatus } from '../content/types';
import { useT } from '../i18n/locale-context';
import styles from './roadmap.module.css';

// Status changes only the look of a phase: its accent color (CSS, by data-status) and icon.
const statusIcon = {
  completed: 'check',
  current: 'flame',
  upcoming: 'clock',
  future: 'circle',
} as const satisfies Record<PhaseStatus, IconName>;

export function Roadmap() {
  const t = useT();
  return (
    <Section
      id="roadmap"
      eyebrow={t('sections.roadmap.eyebrow')}
      title={t('sections.roadmap.title')}
    >
      <ol className={styles.phases} role="list">
        {/* Phases come out of the spine one after another, in the order they will happen. */}
        <RevealGroup stagger={0.15}>
          {roadmap.map((phase) => (
            <Reveal
              as="li"
              key={phase.phase}
              from="start"
              className={styles.phase}
              data-status={phase.status}
            >
              <span className={styles.node} aria-hidden="true" />
              <div className={styles.top}>
                <span className={styles.label}>{t('roadmap.phase', { number: phase.phase })}</span>
                <span className={styles.status}>
                  <Icon name={statusIcon[phase.status]} size={14} className={styles.statusIcon} />
                  {t(phaseStatusLabel[phase.status])}
                </span>
              </div>
              <h3 className={styles.title}>{t(phase.title)}</h3>
              <ul className={styles.items}>
                {phase.items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </RevealGroup>
      </ol>
    </Section>
  );
}
