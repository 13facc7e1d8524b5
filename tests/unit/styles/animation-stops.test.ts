// Every CSS animation stops while the Animation control is off (WCAG 2.2.2): each rule that starts
// one has, in its own stylesheet, the rule that stops it under `:root:not([data-animation='on'])`.
// Not one rule for every element: changing the attribute would then restyle the whole page, in
// every load where the scene's verdict turns the motion off (docs/performance.md).
import { globSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const STOPPED = /^(?::global\()?:root:not\(\[data-animation='on'\]\)\)?\s+/;

/** The selectors of a stylesheet that start an animation, and those stopped while motion is off. */
function animationsOf(css: string) {
  const started: string[] = [];
  const stopped = new Set<string>();
  postcss.parse(css).walkDecls(/^animation(-name)?$/, (declaration) => {
    const rule = declaration.parent;
    if (rule?.type !== 'rule') return;
    for (const selector of (rule as postcss.Rule).selectors) {
      if (declaration.value.trim() !== 'none') started.push(selector);
      else if (STOPPED.test(selector)) stopped.add(selector.replace(STOPPED, ''));
    }
  });
  return { started, stopped };
}

describe('the Animation control stops every CSS animation', () => {
  it('has a stop for each animation, in the stylesheet that starts it', () => {
    const unstopped: Record<string, string[]> = {};
    let animations = 0;
    for (const file of globSync('src/**/*.css').sort()) {
      const { started, stopped } = animationsOf(readFileSync(file, 'utf8'));
      animations += started.length;
      const missing = started.filter((selector) => !stopped.has(selector));
      if (missing.length) unstopped[file] = missing;
    }
    expect(animations, 'the stylesheets found, with their animations').toBeGreaterThan(0);
    expect(unstopped).toEqual({});
  });

  it('reads a stop written for another element as no stop', () => {
    const css = `.a { animation: spin 1s infinite } :root:not([data-animation='on']) .b { animation: none }`;
    const { started, stopped } = animationsOf(css);
    expect(started.filter((selector) => !stopped.has(selector))).toEqual(['.a']);
  });
});
