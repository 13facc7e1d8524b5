import type { I18n } from '@lingui/core';
import { ErrorBoundary } from 'react-error-boundary';
import { Router } from 'wouter';
import { LocaleProvider } from '../i18n/locale-context';
import type { Locale } from '../i18n/locales';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { Routes } from './routes';

interface AppProps {
  /** The page's language (from its path), and its loaded messages. */
  locale: Locale;
  i18n: I18n;
  /** The path to render when there is no browser location (pre-rendering). */
  ssrPath?: string;
}

export function App({ locale, i18n, ssrPath }: AppProps) {
  return (
    <LocaleProvider locale={locale} i18n={i18n}>
      <ErrorBoundary FallbackComponent={ErrorScreen}>
        {/* Every route and link inside is relative to the language's prefix ('/es'). */}
        <Router base={locale.prefix} ssrPath={ssrPath}>
          <Layout>
            <Routes />
          </Layout>
        </Router>
      </ErrorBoundary>
    </LocaleProvider>
  );
}
