import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { character } from '../content/character';
import { copy } from '../content/copy';
import { CardGrid } from './card-grid';
import styles from './character.module.css';

export function Character() {
  const text = copy.sections.character;
  return (
    <Section id="character" eyebrow={text.eyebrow} title={text.title}>
      <div className={styles.layout}>
        <Reveal className={styles.story}>
          {character.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
        <div>
          <h3 className={styles.subtitle}>{text.abilities}</h3>
          <ul className={styles.abilities} role="list">
            <RevealGroup>
              {character.abilities.map((ability) => (
                <Reveal as="li" key={ability.name} from="left" className={styles.ability}>
                  <strong className={styles.abilityName}>{ability.name}</strong>
                  <span className={styles.abilityText}>{ability.text}</span>
                </Reveal>
              ))}
            </RevealGroup>
          </ul>
        </div>
      </div>
      <h3 className={`${styles.subtitle} ${styles.gearTitle}`}>{text.gear}</h3>
      <CardGrid
        layout="trio"
        cards={character.collectibles.map((item) => ({
          title: item.name,
          description: item.text,
          icon: item.icon,
        }))}
      />
    </Section>
  );
}
