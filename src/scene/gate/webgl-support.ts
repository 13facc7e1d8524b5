export type WebglSupport = 'ok' | 'missing' | 'performance-caveat';

type ContextFactory = (failIfMajorPerformanceCaveat: boolean) => unknown;

/** Asks for a WebGL2 context that refuses software fallbacks, then one that accepts them. */
export function classifyWebgl2(createContext: ContextFactory): WebglSupport {
  const attempt = (caveat: boolean) => {
    try {
      return createContext(caveat) != null;
    } catch {
      return false;
    }
  };
  if (attempt(true)) return 'ok';
  return attempt(false) ? 'performance-caveat' : 'missing';
}
