import { Reveal, RevealGroup } from '../reveal/reveal';
import { Section } from '../components/section';
import { character } from '../content/character';
import { useT } from '../i18n/locale-context';
import { Armory } from './armory';
import styles from './character.module.css';

export function Character() {
  const t = useT();
  return (
    <Section
      id="character"
      eyebrow={t('sections.character.eyebrow')}
      title={t('sections.character.title')}
    >
      <div className={styles.layout}>
        <Reveal className={styles.story}>
          {character.story.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </Reveal>
        <div>
          <h3 className={styles.subtitle}>{t('sections.character.abilities')}</h3>
          <ul className={styles.abilities} role="list">
            <RevealGroup>
              {character.abilities.map((ability) => (
                <Reveal as="li" key={ability.name} from="start" className={styles.ability}>
                  <strong className={styles.abilityName}>{t(ability.name)}</strong>
                  <span className={styles.abilityText}>{t(ability.text)}</span>
                </Reveal>
              ))}
            </RevealGroup>
          </ul>
        </div>
      </div>
      <h3 className={`${styles.subtitle} ${styles.gearTitle}`}>{t('sections.character.gear')}</h3>
      <Armory />
    </Section>
  );
}
