// The benches' report: each figure as min / median / max over its samples (simple-statistics),
// its budget and ok or FAIL; printed as a table, written with the raw numbers to bench-results/,
// and the exit code set by the budgets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { max, median as ssMedian, min } from 'simple-statistics';
import { describeBudget, meets } from './budgets.js';

const present = (values) => values.filter((value) => value != null);

/** The median of the values, nulls left out; null when nothing is left. */
export const median = (values) => (present(values).length ? ssMedian(present(values)) : null);

/** `{ min, median, max }` of the values (nulls left out; all three null when nothing is left). */
export function minMedianMax(values) {
  const samples = present(values);
  if (!samples.length) return { min: null, median: null, max: null };
  return { min: min(samples), median: ssMedian(samples), max: max(samples) };
}

/**
 * Run by run, `values` minus the same run's `reference` (null where either has no figure): the
 * excess over a reference measured beside it, in the same conditions.
 */
export const excessOver = (values, reference) =>
  values.map((value, run) =>
    value == null || reference[run] == null ? null : value - reference[run],
  );

/** The values of the runs where the same run's `reference` reads `reads`. */
export const whereReferenceReads = (values, reference, reads) =>
  values.filter((_value, run) => reference[run] === reads);

/** "min / median / max" of the values, rounded to `digits`, for the comparison table. */
export function spread(values, digits = 0) {
  const stats = minMedianMax(values);
  return stats.min == null
    ? '–'
    : [stats.min, stats.median, stats.max].map((value) => shown(value, digits)).join(' / ');
}

// A load that gave up stands as Infinity in the statistics.
const shown = (value, digits) =>
  value === Infinity ? 'gave up' : value == null ? null : Number(value.toFixed(digits));

export function createReport() {
  const rows = [];
  return {
    rows,
    /**
     * One figure from its samples, rounded to `digits`; no `limits`: only reported.
     * @param {string} figure
     * @param {(number | null | undefined)[]} samples
     * @param {{
     *   stat: 'min' | 'median' | 'max', atLeast?: number, atMost?: number
     * }[] | null} [limits]
     * @param {number} [digits]
     * @param {{ gate?: boolean }} [options] `gate: false`: the limits are shown, and a figure
     *   beyond them reads 'over' without failing the bench.
     */
    add(figure, samples, limits = null, digits = 0, { gate = true } = {}) {
      const stats = minMedianMax(samples);
      const ok = limits && meets(stats, limits);
      rows.push({
        figure,
        n: present(samples).length,
        min: shown(stats.min, digits),
        median: shown(stats.median, digits),
        max: shown(stats.max, digits),
        budget: limits ? `${describeBudget(limits)}${gate ? '' : ' (not a gate)'}` : 'reported',
        result: !limits ? '' : ok ? 'ok' : gate ? 'FAIL' : 'over',
      });
    },
    /** A figure that is a yes or a no, and must be `wanted`. */
    check(figure, value, wanted) {
      const answer = value ? 'yes' : 'no';
      rows.push({
        figure,
        n: 1,
        median: answer,
        budget: wanted,
        result: answer === wanted ? 'ok' : 'FAIL',
      });
    },
  };
}

/**
 * Prints the table and the `notes`, writes `raw` and the rows to `file`, and sets the exit code:
 * non-zero when a budget fails.
 */
export function finish({ rows }, { title, notes = [], file, raw, comparison = null }) {
  console.log(`\n${title}`);
  if (comparison) console.table(comparison);
  console.table(Object.fromEntries(rows.map(({ figure, ...row }) => [figure, row])));
  for (const note of notes) console.log(note);
  mkdirSync('bench-results', { recursive: true });
  const json = { date: new Date().toISOString(), rows, comparison, ...raw };
  // JSON has no Infinity: a load that gave up is written as such.
  const replacer = (_key, value) => (value === Infinity ? 'gave up' : value);
  writeFileSync(file, `${JSON.stringify(json, replacer, 2)}\n`);
  console.log(`Wrote ${file}`);
  const failed = rows.filter((row) => row.result === 'FAIL');
  if (failed.length)
    console.error(
      `${failed.length} budget(s) failed: ${failed.map((row) => row.figure).join('; ')}`,
    );
  process.exitCode = failed.length ? 1 : 0;
}
