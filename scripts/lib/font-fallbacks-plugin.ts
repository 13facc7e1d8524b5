import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateFallbackName, generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';
import { fontFallbacks } from './site-fonts.js';

const VIRTUAL_ID = 'virtual:font-fallbacks.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

async function metricsOf(family: string) {
  const metrics = await getMetricsForFamily(family);
  if (!metrics) throw new Error(`@capsizecss/metrics has no metrics for ${family}`);
  return metrics;
}

/**
 * The `<family> fallback` faces of site-fonts.js, written by fontaine from the web font's file and the
 * local font's @capsizecss/metrics; a group's clones share its face, as extra local() sources.
 */
export async function fontFallbackCss(): Promise<string> {
  const faces: string[] = [];
  for (const { family, file, groups, unicodeRange } of fontFallbacks) {
    const metrics = await readMetrics(pathToFileURL(resolve(file)));
    if (!metrics) throw new Error(`Cannot read the metrics of ${file}`);
    // Reversed: of faces alike, the browser tries the last one first.
    for (const group of [...groups].reverse()) {
      const face = generateFontFace(metrics, {
        name: generateFallbackName(family),
        font: group.metrics,
        metrics: await metricsOf(group.metrics),
        // In place of fontaine's local(font): a descriptor given here overrides its own.
        src: group.local.map((name) => `local(${JSON.stringify(name)})`).join(', '),
        ...(unicodeRange ? { 'unicode-range': unicodeRange } : {}),
      });
      faces.push(face);
    }
  }
  return `/* Metric-matched fallback faces (scripts/lib/site-fonts.js, written by fontaine). */\n${faces.join('')}`;
}

/** `virtual:font-fallbacks.css`: the fallback faces, computed at build time from the fonts. */
export function fontFallbacksPlugin(): Plugin {
  return {
    name: 'emberwild-font-fallbacks',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? fontFallbackCss() : null),
  };
}
