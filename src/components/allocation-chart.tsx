import type { CSSProperties } from 'react';
import type { AllocationEntry } from '../content/types';
import { formatPercent } from '../lib/format';
import styles from './allocation-chart.module.css';
import { Icon } from './icon';

interface AllocationChartProps {
  entries: readonly AllocationEntry[];
  caption: string;
  nameHeader: string;
  shareHeader: string;
  total: { value: string; label: string };
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const GAP = 1.2;

/** Each entry's arc: its length on the ring and where it starts, from the shares before it. */
function toSegments(entries: readonly AllocationEntry[]) {
  const lengths = entries.map((entry) => (entry.percent / 100) * CIRCUMFERENCE);
  return entries.map((entry, index) => ({
    entry,
    dash: Math.max((lengths[index] ?? 0) - GAP, 0),
    offset: lengths.slice(0, index).reduce((sum, length) => sum + length, 0),
  }));
}

const accent = (color: string) => ({ '--accent': `var(--color-${color})` }) as CSSProperties;

/** The ring is decoration; the table beside it carries the same data for every reader. */
export function AllocationChart({
  entries,
  caption,
  nameHeader,
  shareHeader,
  total,
}: AllocationChartProps) {
  const segments = toSegments(entries);

  return (
    <figure className={styles.figure}>
      <div className={styles.donut}>
        <svg viewBox="0 0 100 100" className={styles.ring} aria-hidden="true" focusable="false">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            className={styles.segment}
            stroke="var(--color-surface)"
          />
          {segments.map(({ entry, dash, offset: start }) => (
            <circle
              key={entry.name}
              cx="50"
              cy="50"
              r={RADIUS}
              className={styles.segment}
              stroke={`var(--color-${entry.color})`}
              strokeDasharray={`${dash} ${CIRCUMFERENCE - dash}`}
              strokeDashoffset={-start}
            />
          ))}
        </svg>
        <div className={styles.center} aria-hidden="true">
          <span className={styles.centerValue}>{total.value}</span>
          <span className={styles.centerLabel}>{total.label}</span>
        </div>
      </div>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{shareHeader}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name} style={accent(entry.color)}>
              <th scope="row">
                <span className={styles.name}>
                  <span className={styles.swatch}>
                    <Icon name={entry.icon} size={18} />
                  </span>
                  {entry.name}
                </span>
              </th>
              <td>{formatPercent(entry.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
