import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { copy } from '../content/copy';
import { useUiStore } from '../stores/ui-store';
import styles from './section-menu.module.css';
import { SectionLinks } from './section-nav';

interface SectionMenuProps {
  onHome: boolean;
  homeHref: string;
  /** Further entries after the sections (the whitepaper link). */
  children?: ReactNode;
}

/**
 * The small-screen navigation: a native disclosure, so it opens and closes without JavaScript
 * and with the keyboard. Its button names the section being read. Scripts add the expected
 * extras: Escape and a click outside close it, and choosing a link closes it.
 */
export function SectionMenu({ onHome, homeHref, children }: SectionMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const active = useUiStore((state) => state.activeSection);
  const current = onHome ? copy.nav.sections.find((section) => section.id === active) : undefined;

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

  // Choosing any link in the panel (a section or the whitepaper) is done with the menu.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (ref.current && (event.target as Element).closest('a')) ref.current.open = false;
  };

  return (
    <details ref={ref} className={styles.menu}>
      <summary className={styles.summary}>
        <span className={styles.dot} data-lit={current ? '' : undefined} aria-hidden="true" />
        {current ? (
          <>
            <span className="sr-only">{copy.nav.menuCurrent} </span>
            <span className={styles.current}>{current.label}</span>
          </>
        ) : (
          copy.nav.menu
        )}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.panel} onClick={closeOnLink}>
        <SectionLinks
          onHome={onHome}
          homeHref={homeHref}
          className={styles.list}
          linkClassName={styles.link}
        />
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </details>
  );
}
