import { sectionIds, sectionLabels, type SectionId } from '../content/copy';
import { useT } from '../i18n/locale-context';
import { useUiStore } from '../stores/ui-store';
import navLink from './nav-link.module.css';
import styles from './section-nav.module.css';

interface SectionLinksProps {
  /** On the home page the links stay in-page and one may be current; elsewhere they lead home. */
  onHome: boolean;
  homeHref: string;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export const sectionHref = (id: SectionId, onHome: boolean, homeHref: string): string =>
  onHome ? `#${id}` : `${homeHref}#${id}`;

/**
 * The stations of the home timeline as plain anchor links: they work without JavaScript, with the
 * keyboard, and set the URL hash. The section being read is marked `aria-current="location"`.
 */
export function SectionLinks({
  onHome,
  homeHref,
  className,
  linkClassName,
  onNavigate,
}: SectionLinksProps) {
  const active = useUiStore((state) => state.activeSection);
  const t = useT();
  return (
    <ul className={className} role="list">
      {sectionIds.map((id) => (
        <li key={id}>
          <a
            href={sectionHref(id, onHome, homeHref)}
            className={linkClassName}
            aria-current={onHome && active === id ? 'location' : undefined}
            onClick={onNavigate}
          >
            {t(sectionLabels[id])}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The wide-screen section navigation: a row of links whose current one carries a small flame. */
export function SectionNav({ onHome, homeHref }: Pick<SectionLinksProps, 'onHome' | 'homeHref'>) {
  return (
    <SectionLinks
      onHome={onHome}
      homeHref={homeHref}
      className={styles.row}
      linkClassName={`${navLink.link} ${styles.link}`}
    />
  );
}
