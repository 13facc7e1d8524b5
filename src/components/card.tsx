import type { CSSProperties } from 'react';
import type { ColorToken, IconName } from '../content/types';
import styles from './card.module.css';
import { Icon } from './icon';

export interface CardProps {
  title: string;
  description: string;
  icon: IconName;
  color?: ColorToken;
}

export function Card({ title, description, icon, color = 'ember' }: CardProps) {
  const style = { '--accent': `var(--color-${color})` } as CSSProperties;
  return (
    <article className={styles.card} style={style} data-color={color}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.body}>{description}</p>
    </article>
  );
}
