import { Card, type CardProps } from '../components/card';
import { Reveal, RevealGroup } from '../reveal/reveal';
import styles from './card-grid.module.css';

interface CardGridProps {
  cards: readonly CardProps[];
  /** `grid`: two, then three columns; `trio`: three from a tablet up. */
  layout?: 'grid' | 'trio';
}

/** A list of cards that come in together, staggered in page order. */
export function CardGrid({ cards, layout = 'grid' }: CardGridProps) {
  return (
    <ul className={styles[layout]} role="list">
      <RevealGroup>
        {cards.map((card) => (
          <Reveal as="li" key={card.title}>
            <Card {...card} />
          </Reveal>
        ))}
      </RevealGroup>
    </ul>
  );
}
