const CHOICE_KEY = 'emberwild:language';
const DISMISSED_KEY = 'emberwild:language-suggestion-dismissed';

// Storage can be unavailable (private modes, blocked cookies): a failed read is "no choice".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to remember with: the switcher still works, the next visit just won't know.
  }
}

/** The language the visitor picked in the switcher, for their next visit. */
export const rememberLocale = (code: string): void => write(CHOICE_KEY, code);
export const rememberedLocale = (): string | null => read(CHOICE_KEY);

/** A dismissed suggestion stays dismissed for the language it offered. */
export const dismissSuggestion = (code: string): void => write(DISMISSED_KEY, code);
export const dismissedSuggestion = (): string | null => read(DISMISSED_KEY);
