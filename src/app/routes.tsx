import { Route, Switch } from 'wouter';
import { paths } from '../content/paths';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { WhitepaperPage } from './whitepaper-page';

export function Routes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.whitepaper} component={WhitepaperPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
