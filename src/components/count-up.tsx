import { useEffect, useRef } from 'react';
import styles from './count-up.module.css';
import { useRevealState } from '../reveal/reveal';
import { rollingFigure } from '../lib/rolling-figure';
import { readAnimation } from '../lib/animation-state';

interface CountUpProps {
  value: number;
  format: (value: number) => string;
}

const DURATION_MS = 1600;
/** Starts once its reveal has begun to settle, so the number is legible while it climbs. */
const LEAD_IN_MS = 150;
const easeOutQuart = (t: number) => 1 - (1 - t) ** 4;

/**
 * A number that counts up once, with its reveal, as a `<data>` element (its value, machine
 * readable, beside the figure as the language writes it). The text is always the final value
 * (for the server HTML, readers without JavaScript, screen readers, find-in-page and copy); the
 * climbing figure is only painted over it from a `data-count` attribute, which the count rewrites
 * each frame without React. The real text keeps its width, so nothing around it moves.
 */
export function CountUp({ value, format }: CountUpProps) {
  const written = format(value);
  const ref = useRef<HTMLDataElement>(null);
  const armed = useRef(false);
  const { phase, delay, instant } = useRevealState();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Each frame's figure is the final one's digits rolled back, not a new Intl call per frame.
    const at = (count: number) => rollingFigure(written, value, count) ?? format(count);
    if (phase === 'hidden') {
      element.dataset.count = at(0);
      armed.current = true;
      return;
    }
    if (phase !== 'shown' || !armed.current) return;
    armed.current = false;
    const settle = () => element.removeAttribute('data-count');
    // The visitor's Animation control off: the figure is shown, not counted.
    if (instant || readAnimation().state !== 'on') {
      settle();
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now + delay * 1000 + LEAD_IN_MS;
      const progress = Math.min(Math.max((now - start) / DURATION_MS, 0), 1);
      if (progress >= 1) {
        settle();
        return;
      }
      element.dataset.count = at(Math.round(value * easeOutQuart(progress)));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      settle();
    };
  }, [phase, delay, instant, value, format, written]);

  return (
    <data ref={ref} value={value} className={styles.countUp}>
      {written}
    </data>
  );
}
