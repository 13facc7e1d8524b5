import type { FallbackProps } from 'react-error-boundary';
import { copy } from '../content/copy';
import { paths } from '../content/paths';
import buttons from '../components/button.module.css';
import { ButtonGroup } from '../components/button-group';
import styles from './status-page.module.css';

/**
 * Shown instead of a blank page when rendering fails. It relies on nothing the failed tree
 * provided (no router, no layout), so it can always render.
 */
export function ErrorScreen({ resetErrorBoundary }: FallbackProps) {
  return (
    <main className={styles.page}>
      <div className={styles.inner} role="alert">
        <h1 className={styles.title}>{copy.error.title}</h1>
        <p className={styles.body}>{copy.error.body}</p>
        <ButtonGroup>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={() => {
              resetErrorBoundary();
              window.location.reload();
            }}
          >
            {copy.error.reload}
          </button>
          <a href={paths.home} className={`${buttons.button} ${buttons.secondary}`}>
            {copy.error.home}
          </a>
        </ButtonGroup>
      </div>
    </main>
  );
}
