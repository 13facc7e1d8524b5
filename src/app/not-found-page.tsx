import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RouteButton } from '../components/button';
import { notFoundCode, notFoundLogPrefix } from '../content/copy';
import { paths } from '../content/paths';
import { pages } from '../content/pages';
import { useT } from '../i18n/locale-context';
import { Seo } from './seo';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const [location] = useLocation();
  const t = useT();

  useEffect(() => {
    // The path exactly as requested (still percent-encoded): never decoded, escaped or rendered.
    console.error(notFoundLogPrefix, window.location.pathname);
  }, [location]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Seo {...pages.notFound} />
      <div className={styles.inner}>
        <p className={styles.code}>{notFoundCode}</p>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <RouteButton href={paths.home} variant="primary">
          {t('notFound.home')}
        </RouteButton>
      </div>
    </section>
  );
}
