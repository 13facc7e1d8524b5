import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../i18n/locale-context';
import { locales, localizedPath, type Locale } from '../i18n/locales';
import {
  dismissSuggestion,
  dismissedSuggestion,
  rememberLocale,
  rememberedLocale,
} from '../i18n/remembered-locale';
import { Icon } from './icon';
import styles from './language-suggestion.module.css';

/** The offer to switch to a language, written in that language (the visitor may read no other). */
interface Suggestion {
  suggestion: string;
  dismiss: string;
}

const suggestions = import.meta.glob<Suggestion>('../locales/*/suggestion.json', {
  eager: true,
  import: 'default',
});
const suggestionIn = (code: string) => suggestions[`../locales/${code}/suggestion.json`];

/** The language the visitor picked before, or else the first of their browser's we speak. */
function preferredLocale(): Locale | undefined {
  const chosen = rememberedLocale();
  if (chosen) return locales.find((locale) => locale.code === chosen);
  for (const tag of navigator.languages) {
    const wanted = tag.toLowerCase();
    const match =
      locales.find((locale) => locale.lang.toLowerCase() === wanted) ??
      locales.find((locale) => locale.lang.toLowerCase().split('-')[0] === wanted.split('-')[0]);
    if (match) return match;
  }
  return undefined;
}

/**
 * A suggestion, never a redirect (crawlers and shared links must get the page they asked for):
 * when the visitor's language is another one of ours, a small bar offers this page in it, in
 * that language. It floats over the page, so it never shifts the layout. Dismissed, it stays away for that language.
 */
export function LanguageSuggestion() {
  const current = useLocale();
  const [path] = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // Rendered only in the browser, after hydration (language-suggestion-slot.tsx).
  const offer = useMemo(() => {
    const preferred = preferredLocale();
    if (!preferred || preferred.code === current.code) return undefined;
    return dismissedSuggestion() === preferred.code ? undefined : preferred;
  }, [current.code]);
  const words = offer && suggestionIn(offer.code);
  if (!offer || !words || dismissed) return null;
  return (
    <aside className={styles.bar} lang={offer.lang} dir={offer.dir} aria-label={offer.name}>
      <a
        href={localizedPath(offer, path || '/')}
        hrefLang={offer.lang}
        className={styles.link}
        onClick={() => rememberLocale(offer.code)}
      >
        {words.suggestion}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={words.dismiss}
        onClick={() => {
          dismissSuggestion(offer.code);
          setDismissed(true);
        }}
      >
        <Icon name="x" size={18} />
      </button>
    </aside>
  );
}
