import { describe, expect, it } from 'vitest';
import { atLeast, atMost } from '../../../bench/budgets.js';
import {
  createReport,
  excessOver,
  median,
  minMedianMax,
  spread,
  whereReferenceReads,
} from '../../../bench/report.js';

describe("the bench's statistics", () => {
  it('leave out runs that gave no figure', () => {
    expect(minMedianMax([3, null, 1, undefined, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(median([4, null, 1])).toBe(2.5);
    expect(minMedianMax([null])).toEqual({ min: null, median: null, max: null });
    expect(median([])).toBeNull();
  });
});

describe("the page's excess over a reference measured beside it", () => {
  it('subtracts run by run, and has no figure for a run where either has none', () => {
    expect(excessOver([120, 90, null, 40], [100, 95, 30, undefined])).toEqual([20, -5, null, null]);
  });

  it('keeps a load that gave up worse than any time', () => {
    expect(excessOver([Infinity], [20])).toEqual([Infinity]);
  });

  it('picks the runs where the reference reads a given score', () => {
    expect(whereReferenceReads([97, 99, 100], [100, 98, 100], 100)).toEqual([97, 100]);
    expect(whereReferenceReads([97], [99], 100)).toEqual([]);
  });

  it('is shown as min / median / max, or a dash when nothing was measured', () => {
    expect(spread([20, -5, null, 7.26], 1)).toBe('-5 / 7.3 / 20');
    expect(spread([null])).toBe('–');
  });
});

describe("the bench's table", () => {
  it('checks the statistic each budget names, and says which', () => {
    const report = createReport();
    report.add(
      'mobile performance',
      [99, 94, 100, 98, 99],
      [atLeast('median', 98), atLeast('min', 95)],
    );
    report.add('TBT (ms)', [80.4, 120.6, 95.2], [atMost('median', 100)], 1);
    expect(report.rows).toEqual([
      {
        figure: 'mobile performance',
        n: 5,
        min: 94,
        median: 99,
        max: 100,
        budget: 'median ≥ 98, min ≥ 95',
        result: 'FAIL',
      },
      {
        figure: 'TBT (ms)',
        n: 3,
        min: 80.4,
        median: 95.2,
        max: 120.6,
        budget: 'median ≤ 100',
        result: 'ok',
      },
    ]);
  });

  it('fails a budget whose figure is missing, and shows a load that gave up as such', () => {
    const report = createReport();
    report.add('click → toast (ms)', [120, Infinity, 300], [atMost('max', 500)]);
    report.add('nothing measured', [null, null], [atMost('max', 1)]);
    report.add('only reported', [1, 2]);
    const [gaveUp, missing, reported] = report.rows;
    expect(gaveUp).toMatchObject({ max: 'gave up', median: 300, result: 'FAIL' });
    expect(missing).toMatchObject({ n: 0, median: null, result: 'FAIL' });
    expect(reported).toMatchObject({ budget: 'reported', result: '' });
  });

  it('shows a figure that is not a gate beside its old budget, without failing the bench', () => {
    const report = createReport();
    report.add('TBT (ms): page', [40, 190, 60], [atMost('median', 50)], 0, { gate: false });
    report.add('TBT (ms): page', [40, 30, 20], [atMost('median', 50)], 0, { gate: false });
    expect(report.rows.map(({ budget, result }) => [budget, result])).toEqual([
      ['median ≤ 50 (not a gate)', 'over'],
      ['median ≤ 50 (not a gate)', 'ok'],
    ]);
  });

  it('checks a yes-or-no figure against the answer it wants', () => {
    const report = createReport();
    report.check('three.js in the main bundle', false, 'no');
    report.check('hero in the first 14 KB', false, 'yes');
    expect(report.rows.map(({ median: answer, result }) => [answer, result])).toEqual([
      ['no', 'ok'],
      ['no', 'FAIL'],
    ]);
  });
});
