import { Card, type CardProps } from '../components/card';
import { useT } from '../i18n/locale-context';
import type { MessageId } from '../content/messages';
import { Reveal, RevealGroup } from '../reveal/reveal';
import styles from './card-grid.module.css';

/** A card as content holds it: its words are messages of the page's language. */
export type CardContent = Omit<CardProps, 'title' | 'description'> & {
  title: MessageId;
  description: MessageId;
};

interface CardGridProps {
  cards: readonly CardContent[];
  /** `grid`: two, then three columns; `trio`: three from a tablet up. */
  layout?: 'grid' | 'trio';
}

/** A list of cards that come in together, staggered in page order. */
export function CardGrid({ cards, layout = 'grid' }: CardGridProps) {
  const t = useT();
  return (
    <ul className={styles[layout]} role="list">
      <RevealGroup>
        {cards.map((card) => (
          <Reveal as="li" key={card.title}>
            <Card {...card} title={t(card.title)} description={t(card.description)} />
          </Reveal>
        ))}
      </RevealGroup>
    </ul>
  );
}
