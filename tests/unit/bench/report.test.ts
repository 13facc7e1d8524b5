import { describe, expect, it } from 'vitest';
import { atLeast, atMost } from '../../../bench/budgets.js';
import { createReport, median, minMedianMax } from '../../../bench/report.js';

describe("the bench's statistics", () => {
  it('leave out runs that gave no figure', () => {
    expect(minMedianMax([3, null, 1, undefined, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(median([4, null, 1])).toBe(2.5);
    expect(minMedianMax([null])).toEqual({ min: null, median: null, max: null });
    expect(median([])).toBeNull();
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
