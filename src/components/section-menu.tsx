import type { ReactNode } from 'react';
import { sectionIds, sectionLabels } from '../content/copy';
import { useT } from '../i18n/locale-context';
import { useUiStore } from '../stores/ui-store';
import { Disclosure } from './disclosure';
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
  const active = useUiStore((state) => state.activeSection);
  const t = useT();
  const current = onHome ? sectionIds.find((id) => id === active) : undefined;
  return (
    <Disclosure
      summary={
        <>
          <span className={styles.dot} data-lit={current ? '' : undefined} aria-hidden="true" />
          {current ? (
            <>
              <span className="sr-only">{t('nav.menuCurrent')} </span>
              <span className={styles.current}>{t(sectionLabels[current])}</span>
              <span className={styles.narrow} aria-hidden="true">
                {t('nav.menu')}
              </span>
            </>
          ) : (
            t('nav.menu')
          )}
        </>
      }
    >
      <SectionLinks
        onHome={onHome}
        homeHref={homeHref}
        className={styles.list}
        linkClassName={styles.link}
      />
      {children ? <div className={styles.extra}>{children}</div> : null}
    </Disclosure>
  );
}
