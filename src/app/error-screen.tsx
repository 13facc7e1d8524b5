import type { FallbackProps } from 'react-error-boundary';
import { paths } from '../content/paths';
import buttons from '../components/button.module.css';
import { ButtonGroup } from '../components/button-group';
import { localizedPath } from '../i18n/locales';
import { useLocale, useT } from '../i18n/locale-context';
import styles from './status-page.module.css';

/**
 * Shown instead of a blank page when rendering fails. It relies on nothing the failed tree
 * provided (no router, no layout), so it can always render; only the page's language, which
 * is set up above the boundary.
 */
export function ErrorScreen({ resetErrorBoundary }: FallbackProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <main className={styles.page}>
      <div className={styles.inner} role="alert">
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p className={styles.body}>{t('error.body')}</p>
        <ButtonGroup>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={() => {
              resetErrorBoundary();
              window.location.reload();
            }}
          >
            {t('error.reload')}
          </button>
          <a
            href={localizedPath(locale, paths.home)}
            className={`${buttons.button} ${buttons.secondary}`}
          >
            {t('error.home')}
          </a>
        </ButtonGroup>
      </div>
    </main>
  );
}
