import 'virtual:font-fallbacks.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

// The built pages link the web fonts from the boot script; the dev server has no boot script.
if (import.meta.env.DEV) void import('./styles/web-fonts.css');

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Pre-rendered HTML is adopted in place; an empty shell (dev server) is rendered from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (a default-priority hydration is one long task on a phone).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
