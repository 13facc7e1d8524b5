import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../components/badge';
import { pages } from '../content/pages';
import { paths } from '../content/paths';
import { whitepaperMeta, whitepaperSections } from '../content/whitepaper';
import { Seo } from './seo';
import { WhitepaperContent } from './whitepaper-content';
import styles from './whitepaper-page.module.css';

export function WhitepaperPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Seo {...pages.whitepaper} />
      <article className={styles.article} aria-labelledby="whitepaper-title">
        <Link href={paths.home} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {whitepaperMeta.backLabel}
        </Link>
        <header className={styles.head}>
          <h1 id="whitepaper-title" className={styles.title}>
            {whitepaperMeta.title}
          </h1>
          <p className={styles.meta}>
            <Badge color="gold">{whitepaperMeta.version}</Badge>
            <Badge color="flame">{whitepaperMeta.launchNote}</Badge>
          </p>
        </header>
        <nav className={styles.toc} aria-labelledby="whitepaper-contents">
          <h2 id="whitepaper-contents" className={styles.tocTitle}>
            {whitepaperMeta.contents}
          </h2>
          <ol>
            {whitepaperSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <WhitepaperContent />
        <aside className={styles.disclaimer} aria-labelledby="disclaimer-title">
          <h2 id="disclaimer-title">{whitepaperMeta.disclaimerTitle}</h2>
          <p>{whitepaperMeta.disclaimer}</p>
        </aside>
      </article>
    </div>
  );
}
