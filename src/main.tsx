import 'virtual:font-fallbacks.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadI18n } from './i18n/catalogs';
import { localeForPath } from './i18n/locales';

// The built pages link the web fonts from the boot script; the dev server has no boot script.
if (import.meta.env.DEV) void import('./styles/web-fonts.css');

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The page's language is its path's; its catalog is preloaded by the page (scripts/prerender.js).
// Not a top-level await: an entry that awaits would make the bundler split every module it
// shares with a lazy chunk out of it, into many small chunks the page must then name.
const locale = localeForPath(window.location.pathname);
void loadI18n(locale).then((i18n) => {
  const app = (
    <StrictMode>
      <App locale={locale} i18n={i18n} />
    </StrictMode>
  );
  // Pre-rendered HTML is adopted in place; an empty shell (dev server) is rendered from scratch.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a default-priority hydration is one long task on a phone).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else {
    // The dev server's shell is English; a built page has its language and direction already.
    document.documentElement.lang = locale.lang;
    document.documentElement.dir = locale.dir;
    createRoot(container).render(app);
  }
});
