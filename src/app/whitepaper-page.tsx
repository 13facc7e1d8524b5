import { use } from 'react';
import { Link } from 'wouter';
import { Badge } from '../components/badge';
import { Icon } from '../components/icon';
import { pages } from '../content/pages';
import { paths } from '../content/paths';
import { whitepaperMeta as meta } from '../content/whitepaper';
import { useLocale, useT } from '../i18n/locale-context';
import { useFormat } from '../i18n/use-format';
import { Seo } from './seo';
import { WhitepaperContent } from './whitepaper-content';
import { loadWhitepaper } from './whitepaper-document';
import styles from './whitepaper-page.module.css';

export function WhitepaperPage() {
  const t = useT();
  const format = useFormat();
  const { Content, sections } = use(loadWhitepaper(useLocale().code));
  return (
    <div className={`container ${styles.page}`}>
      <Seo {...pages.whitepaper} />
      <article className={styles.article} aria-labelledby="whitepaper-title">
        <Link href={paths.home} className={styles.back}>
          <Icon name="arrow-left" size={18} />
          {t(meta.backLabel)}
        </Link>
        <header className={styles.head}>
          <h1 id="whitepaper-title" className={styles.title}>
            {t(meta.title)}
          </h1>
          <p className={styles.meta}>
            <Badge color="gold">{t(meta.versionLabel, { version: meta.version })}</Badge>
            <Badge color="flame">
              {t(meta.launchNote, { date: format.month(meta.launchMonth) })}
            </Badge>
          </p>
        </header>
        <nav className={styles.toc} aria-labelledby="whitepaper-contents">
          <h2 id="whitepaper-contents" className={styles.tocTitle}>
            {t(meta.contents)}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <WhitepaperContent Content={Content} />
        <aside className={styles.disclaimer} aria-labelledby="disclaimer-title">
          <h2 id="disclaimer-title">{t(meta.disclaimerTitle)}</h2>
          <p>{t(meta.disclaimer)}</p>
        </aside>
      </article>
    </div>
  );
}
