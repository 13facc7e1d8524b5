import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RouteButton } from '../components/button';
import { copy } from '../content/copy';
import { paths } from '../content/paths';
import { pages } from '../content/pages';
import { Seo } from './seo';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const [location] = useLocation();

  useEffect(() => {
    // The path exactly as requested (still percent-encoded): never decoded, escaped or rendered.
    console.error(copy.notFound.logPrefix, window.location.pathname);
  }, [location]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Seo {...pages.notFound} />
      <div className={styles.inner}>
        <p className={styles.code}>{copy.notFound.code}</p>
        <h1 id="not-found-title" className={styles.title}>
          {copy.notFound.title}
        </h1>
        <RouteButton href={paths.home} variant="primary">
          {copy.notFound.home}
        </RouteButton>
      </div>
    </section>
  );
}
