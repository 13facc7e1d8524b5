import { Flame } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { copy } from '../content/copy';
import { paths } from '../content/paths';
import { site } from '../content/site';
import styles from './site-header.module.css';

export function SiteHeader() {
  const [location] = useLocation();
  // On the home page the section links stay in-page; elsewhere they lead back home to the section.
  const sectionHref = (id: string) => (location === paths.home ? `#${id}` : `${paths.home}#${id}`);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home} className={styles.brand} aria-label={copy.nav.home}>
          <Flame aria-hidden="true" className={styles.mark} size={22} />
          {site.name}
        </Link>
        <nav aria-label={copy.nav.label}>
          <ul className={styles.links} role="list">
            {copy.nav.sections.map((section) => (
              <li key={section.id} className={styles.sectionLink}>
                <a href={sectionHref(section.id)} className={styles.link}>
                  {section.label}
                </a>
              </li>
            ))}
            <li>
              <Link
                href={paths.whitepaper}
                className={styles.link}
                aria-current={location === paths.whitepaper ? 'page' : undefined}
              >
                {copy.nav.whitepaper}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
