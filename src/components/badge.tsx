import type { CSSProperties, ReactNode } from 'react';
import type { ColorToken } from '../content/types';
import styles from './badge.module.css';

interface BadgeProps {
  color?: ColorToken;
  children: ReactNode;
}

export function Badge({ color = 'ember', children }: BadgeProps) {
  const style = { '--accent': `var(--color-${color})` } as CSSProperties;
  return (
    <span className={styles.badge} style={style}>
      {children}
    </span>
  );
}
