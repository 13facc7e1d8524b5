// The pre-rendered pages start their JavaScript only once the page is on screen. Vite's
// `<script type="module">` (and its modulepreloads) would be fetched and run while the first frame
// is still being made, and on a slow phone hydration then competes with the first paint for the
// CPU and the network. The page is complete without JavaScript, so nothing is lost by waiting:
// this small inline script (hashed into the CSP at build, like any inline script) starts the entry
// when the browser reports the first contentful paint, or after a short wait where no paint is
// reported (a tab opened in the background paints nothing until it is shown).

/** Most browsers report first-contentful-paint long before this; it is only a safety net. */
export const BOOT_FALLBACK_MS = 1500;

/** Names the entry and its static imports; kept in one place so the budgets can read them. */
export function bootScript(entry, preloads) {
  const code = `(function(){var e=${JSON.stringify(entry)},p=${JSON.stringify(preloads)},s=0;function go(){if(s)return;s=1;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var t=document.createElement("script");t.type="module";t.src=e;document.head.appendChild(t)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,${BOOT_FALLBACK_MS})}else go()})()`;
  return `<script>${code}</script>`;
}

/**
 * Takes Vite's entry script and modulepreload tags out of a built HTML shell and returns the shell
 * with the boot script in their place, at the end of the head (it only sets up an observer, and
 * the body then carries no inline script at all).
 */
export function bootAfterFirstPaint(shell) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('The built index.html has no module entry script');
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let html = shell.replace(entry[0], '');
  for (const match of preloads) html = html.replace(match[0], '');
  return html.replace(
    '</head>',
    `${bootScript(
      entry[1],
      preloads.map((match) => match[1]),
    )}\n  </head>`,
  );
}

/** The script URLs a boot script starts (for the size budgets and the tests). */
export function bootScriptUrls(html) {
  const boot = /\(function\(\)\{var e=("[^"]+"),p=(\[[^\]]*\])/.exec(html);
  return boot ? [JSON.parse(boot[1]), ...JSON.parse(boot[2])] : [];
}
