import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

// Most visitors never see the suggestion: its code loads when the browser is idle after
// hydration, never before the first screen works.
const LanguageSuggestion = lazy(() =>
  import('./language-suggestion').then((module) => ({ default: module.LanguageSuggestion })),
);

export function LanguageSuggestionSlot() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense>
      <LanguageSuggestion />
    </Suspense>
  );
}
