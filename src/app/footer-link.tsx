import { Link } from 'wouter';
import { copy } from '../content/copy';
import { footerNote } from '../content/footer';
import type { FooterLink as FooterLinkData } from '../content/types';
import styles from './site-footer.module.css';

/** One footer entry: a route, a new-tab destination, or a placeholder that points nowhere yet. */
export function FooterLink({ link }: { link: FooterLinkData }) {
  switch (link.kind) {
    case 'internal':
      return (
        <Link href={link.href} className={styles.link}>
          {link.label}
        </Link>
      );
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {link.label}
          <span className="sr-only"> {copy.hero.newTab}</span>
        </a>
      );
    default:
      // A placeholder is plain text, not a link: nothing to focus, click or crawl until it has
      // a destination.
      return (
        <span className={`${styles.link} ${styles.placeholder}`} data-placeholder="">
          {link.label}
          <span className="sr-only"> ({footerNote.placeholder})</span>
        </span>
      );
  }
}
