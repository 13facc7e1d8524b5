import type { ReactNode } from 'react';
import styles from './button-group.module.css';

/** A centred row of buttons that wraps onto more lines on a narrow screen. */
export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>;
}
