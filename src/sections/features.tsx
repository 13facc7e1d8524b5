import { Card } from '../components/card';
import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { copy } from '../content/copy';
import { features } from '../content/features';
import styles from './card-grid.module.css';

export function Features() {
  return (
    <Section
      id="features"
      eyebrow={copy.sections.features.eyebrow}
      title={copy.sections.features.title}
    >
      <ul className={styles.grid} role="list">
        <RevealGroup>
          {features.map((feature) => (
            <Reveal as="li" key={feature.title}>
              <Card {...feature} />
            </Reveal>
          ))}
        </RevealGroup>
      </ul>
    </Section>
  );
}
