import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './disclosure.module.css';
import { Icon } from './icon';

interface DisclosureProps {
  /** What the button shows; an accessible name included. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A small header menu: a native disclosure, so it opens and closes without JavaScript and with
 * the keyboard. Scripts add the expected extras: Escape and a click outside close it, and
 * choosing a link closes it.
 */
export function Disclosure({ summary, children }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (ref.current && (event.target as Element).closest('a')) ref.current.open = false;
  };

  return (
    <details ref={ref} className={styles.menu}>
      <summary className={styles.summary}>
        {summary}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.panel} onClick={closeOnLink}>
        {children}
      </div>
    </details>
  );
}
