import { Play } from 'lucide-react';
import { InertButton } from '../components/button';
import { Card } from '../components/card';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { copy } from '../content/copy';
import { gameplayDemo, mechanics } from '../content/mechanics';
import grid from './card-grid.module.css';
import styles from './gameplay.module.css';

export function Gameplay() {
  const unavailableId = 'gameplay-unavailable';
  return (
    <Section
      id="gameplay"
      eyebrow={copy.sections.gameplay.eyebrow}
      title={copy.sections.gameplay.title}
    >
      <ul className={grid.grid} role="list">
        <RevealGroup>
          {mechanics.map((mechanic) => (
            <Reveal as="li" key={mechanic.title}>
              <Card {...mechanic} color="gold" />
            </Reveal>
          ))}
        </RevealGroup>
      </ul>
      <Reveal className={styles.demo}>
        <span className={styles.play} aria-hidden="true">
          <Play size={32} />
        </span>
        <h3 className={styles.demoTitle}>{gameplayDemo.title}</h3>
        <p className={styles.note}>{gameplayDemo.note}</p>
        <p id={unavailableId} className="sr-only">
          {gameplayDemo.unavailable}
        </p>
        <div className={styles.actions}>
          {gameplayDemo.actions.map((label, index) => (
            <InertButton
              key={label}
              describedBy={unavailableId}
              variant={index === 1 ? 'primary' : 'ghost'}
            >
              {label}
            </InertButton>
          ))}
        </div>
      </Reveal>
    </Section>
  );
}
