import { InertButton } from '../components/button';
import { ButtonGroup } from '../components/button-group';
import { Icon } from '../components/icon';
import { Reveal } from '../reveal/reveal';
import { Section } from '../components/section';
import { gameplayDemo, mechanics } from '../content/mechanics';
import { useT } from '../i18n/locale-context';
import { CardGrid } from './card-grid';
import styles from './gameplay.module.css';

export function Gameplay() {
  const unavailableId = 'gameplay-unavailable';
  const t = useT();
  return (
    <Section
      id="gameplay"
      eyebrow={t('sections.gameplay.eyebrow')}
      title={t('sections.gameplay.title')}
    >
      <CardGrid cards={mechanics.map((mechanic) => ({ ...mechanic, color: 'gold' }))} />
      <Reveal className={styles.demo}>
        <span className={styles.play} aria-hidden="true">
          <Icon name="play" size={32} />
        </span>
        <h3 className={styles.demoTitle}>{t(gameplayDemo.title)}</h3>
        <p className={styles.note}>{t(gameplayDemo.note)}</p>
        <p id={unavailableId} className="sr-only">
          {t(gameplayDemo.unavailable)}
        </p>
        <ButtonGroup>
          {gameplayDemo.actions.map((label, index) => (
            <InertButton
              key={label}
              describedBy={unavailableId}
              variant={index === 1 ? 'primary' : 'ghost'}
            >
              {t(label)}
            </InertButton>
          ))}
        </ButtonGroup>
      </Reveal>
    </Section>
  );
}
