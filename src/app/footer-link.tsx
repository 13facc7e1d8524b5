import { Link } from 'wouter';
import { footerNote } from '../content/footer';
import type { FooterLink as FooterLinkData } from '../content/types';
import { useT } from '../i18n/locale-context';
import styles from './site-footer.module.css';

/** One footer entry: a route, a new-tab destination, or a placeholder that points nowhere yet. */
export function FooterLink({ link }: { link: FooterLinkData }) {
  const t = useT();
  switch (link.kind) {
    case 'internal':
      return (
        <Link href={link.href} className={styles.link}>
          {t(link.label)}
        </Link>
      );
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t(link.label)}
          <span className="sr-only"> {t('hero.newTab')}</span>
        </a>
      );
    default:
      // A placeholder is plain text, not a link: nothing to focus, click or crawl until it has
      // a destination.
      return (
        <span className={`${styles.link} ${styles.placeholder}`} data-placeholder="">
          {t(link.label)}
          <span className="sr-only"> ({t(footerNote.placeholder)})</span>
        </span>
      );
  }
}
