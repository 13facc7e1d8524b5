import { render } from '@testing-library/react';
import { App } from '../../src/app/app';

/** Renders the whole app at a path, as a visitor landing there would see it. */
export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
