import { m, type Variants } from 'framer-motion';
import { useId, type CSSProperties } from 'react';
import type { AllocationEntry } from '../content/types';
import { useFormat } from '../i18n/use-format';
import { useT } from '../i18n/locale-context';
import type { RevealState } from '../reveal/use-reveal';
import styles from './allocation-chart.module.css';
import { CountUp } from './count-up';
import { Icon } from './icon';
import { Reveal, useRevealState } from '../reveal/reveal';

interface AllocationChartProps {
  entries: readonly AllocationEntry[];
  caption: string;
  nameHeader: string;
  shareHeader: string;
  total: { value: number; label: string };
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

/** The ring sweeps in clockwise from the top, one stroke through every share. */
const sweep: Variants = {
  hidden: { pathLength: 0, transition: { duration: 0 } },
  shown: ({ delay, instant }: RevealState) => ({
    pathLength: 1,
    transition: instant
      ? { duration: 0 }
      : { duration: 1.4, delay: delay + 0.15, ease: [0.65, 0, 0.35, 1] },
  }),
};

/**
 * The segments are seen through a mask stroke that draws itself in with the chart's reveal.
 * Until then (server HTML, no JavaScript, reduced motion) the mask is a whole ring.
 */
function Ring({ segments }: { segments: ReturnType<typeof toSegments> }) {
  const maskId = useId();
  const reveal = useRevealState();
  return (
    <svg viewBox="0 0 100 100" className={styles.ring} aria-hidden="true" focusable="false">
      <mask id={maskId}>
        <m.circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke="#fff"
          strokeWidth="16"
          custom={reveal}
          variants={sweep}
          animate={reveal.phase === 'idle' ? undefined : reveal.phase}
        />
      </mask>
      <circle cx="50" cy="50" r={RADIUS} className={styles.segment} stroke="var(--color-surface)" />
      <g mask={`url(#${maskId})`}>
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
      </g>
    </svg>
  );
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
  const t = useT();
  const format = useFormat();

  return (
    <Reveal as="figure" className={styles.figure}>
      <div className={styles.donut}>
        <Ring segments={segments} />
        <div className={styles.center} aria-hidden="true">
          <span className={styles.centerValue}>
            <CountUp value={total.value} format={format.percent} />
          </span>
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
                  {t(entry.name)}
                </span>
              </th>
              <td>{format.percent(entry.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Reveal>
  );
}
