import { ErrorBoundary } from 'react-error-boundary';
import { Router } from 'wouter';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { Routes } from './routes';
import { useHydratedMarker } from './use-hydrated-marker';

interface AppProps {
  /** The path to render when there is no browser location (pre-rendering). */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  useHydratedMarker();
  return (
    <ErrorBoundary FallbackComponent={ErrorScreen}>
      <Router ssrPath={ssrPath}>
        <Layout>
          <Routes />
        </Layout>
      </Router>
    </ErrorBoundary>
  );
}
