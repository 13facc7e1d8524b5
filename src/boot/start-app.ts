import { afterLoad } from '../lib/after-load';
import { FONT_WAIT_MS, type BootConfig } from './boot-contract';
import { loadWebFonts } from './load-web-fonts';

/**
 * Returns `start`, which starts the app's JavaScript, once however often it is called: the entry
 * and its preloads are fetched (and compiled) at once, but the entry runs only once the page is
 * parsed, and when `whenQuiet` says the visitor's input has paused; the web fonts follow the
 * page's load. A script added by a script runs as soon as it arrives: on a page still arriving
 * after its first paint (a stalled connection, the app in the cache) the app would hydrate half a
 * page, and the rest of the server's HTML would be parsed into nodes it had already replaced.
 */
export function appStarter(config: BootConfig, whenQuiet: (task: () => void) => void): () => void {
  const doc = document;
  let started = false;
  return () => {
    if (started) return;
    started = true;
    // The hero's image comes before the fonts: they only redress text already on screen.
    if (window.FontFace && doc.fonts)
      afterLoad(() => loadWebFonts(config.faces ?? [], whenQuiet), FONT_WAIT_MS);
    for (const href of config.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = config.entry;
    const append = () => whenQuiet(() => doc.head.append(script));
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', append);
    else append();
  };
}
