import { lazy } from 'react';
import { loadMessagePart } from '../i18n/catalogs';

// The whitepaper (its Markdown and contents list) is a chunk of its own, so the home page does
// not download it. main.tsx loads it before hydrating a pre-rendered whitepaper, and the home
// page fetches it when idle, so opening it later does not wait on the network.
// Its words travel with it: the whitepaper's part of the catalog, and the sections' (the token
// utility list).
export const loadWhitepaperPage = () =>
  Promise.all([
    import('./whitepaper-page'),
    loadMessagePart('whitepaper'),
    loadMessagePart('sections'),
  ]).then(([module]) => module);

export const WhitepaperPage = lazy(() =>
  loadWhitepaperPage().then((module) => ({ default: module.WhitepaperPage })),
);
