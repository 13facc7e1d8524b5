import { lazy } from 'react';

// The whitepaper (its Markdown and contents list) is a chunk of its own, so the home page does
// not download it. main.tsx loads it before hydrating a pre-rendered whitepaper, and the home
// page fetches it when idle, so opening it later does not wait on the network.
export const loadWhitepaperPage = () => import('./whitepaper-page');

export const WhitepaperPage = lazy(() =>
  loadWhitepaperPage().then((module) => ({ default: module.WhitepaperPage })),
);
