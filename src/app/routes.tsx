import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../content/paths';
import { HomePage } from './home-page';
import { WhitepaperPage } from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { HydratedMarker } from './hydrated-marker';

export function Routes() {
  return (
    <Suspense>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.whitepaper} component={WhitepaperPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <HydratedMarker />
    </Suspense>
  );
}
