import {
  comparisonMarkdown,
  exceededLimits,
  median,
  ranOnBusyHost,
  referenceDelta,
  runOrder,
} from '../../scripts/lib/benchRuns.mjs';

describe('median', () => {
  it('takes the middle value, the upper one of an even count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe('ranOnBusyHost', () => {
  const options = {share: 0.8, minEarlierRuns: 3};

  it('flags a run whose benchmark index is below the share of the earlier median', () => {
    expect(ranOnBusyHost(1000, [1300, 1326, 1400], options)).toBe(true);
    expect(ranOnBusyHost(1061, [1300, 1326, 1400], options)).toBe(false);
    expect(ranOnBusyHost(2000, [1300, 1326, 1400], options)).toBe(false);
  });

  it('judges nothing before enough earlier runs, with share 0, or without an index', () => {
    expect(ranOnBusyHost(500, [1300, 1400], options)).toBe(false);
    expect(ranOnBusyHost(500, [1300, 1326, 1400], {share: 0, minEarlierRuns: 3})).toBe(false);
    expect(ranOnBusyHost(Number.NaN, [1300, 1326, 1400], options)).toBe(false);
  });

  it('leaves out earlier runs without an index', () => {
    expect(ranOnBusyHost(1000, [Number.NaN, 1300, 1326], options)).toBe(false);
    expect(ranOnBusyHost(1000, [Number.NaN, 1300, 1326, 1400], options)).toBe(true);
  });
});

describe('runOrder', () => {
  it('alternates two builds, runs of each, and starts every other route with the other build', () => {
    expect(runOrder(['current', 'reference'], 3, 0)).toEqual([
      'current',
      'reference',
      'current',
      'reference',
      'current',
      'reference',
    ]);
    expect(runOrder(['current', 'reference'], 3, 1)).toEqual([
      'reference',
      'current',
      'reference',
      'current',
      'reference',
      'current',
    ]);
    expect(runOrder(['current', 'reference'], 2, 2)).toEqual(['current', 'reference', 'current', 'reference']);
  });

  it('repeats a single build, as a bench without a reference does', () => {
    expect(runOrder(['current'], 3, 0)).toEqual(['current', 'current', 'current']);
    expect(runOrder(['current'], 3, 5)).toEqual(['current', 'current', 'current']);
  });
});

describe('referenceDelta', () => {
  it('subtracts the reference from the current build, in whole points and milliseconds', () => {
    expect(referenceDelta({perf: 97, lcpMs: 1230, tbtMs: 140}, {perf: 99, lcpMs: 1080, tbtMs: 181})).toEqual({
      perf: -2,
      lcpMs: 150,
      tbtMs: -41,
    });
  });

  it('rounds away the float error of scores taken times 100', () => {
    expect(referenceDelta({perf: 0.58 * 100, lcpMs: 1000, tbtMs: 0}, {perf: 57, lcpMs: 1000, tbtMs: 0}).perf).toBe(1);
  });
});

describe('exceededLimits', () => {
  const limits = {maxLcpIncreaseMs: 100, maxScoreDrop: 2};

  it('passes a route up to the limits themselves', () => {
    expect(exceededLimits({perf: -2, lcpMs: 100, tbtMs: 500}, limits)).toEqual([]);
    expect(exceededLimits({perf: 3, lcpMs: -400, tbtMs: -20}, limits)).toEqual([]);
  });

  it('names each limit a route exceeds', () => {
    expect(exceededLimits({perf: -1, lcpMs: 101, tbtMs: 0}, limits)).toEqual(['LCP +101 ms (limit +100)']);
    expect(exceededLimits({perf: -3, lcpMs: 0, tbtMs: 0}, limits)).toEqual(['score −3 (limit −2)']);
    expect(exceededLimits({perf: -5, lcpMs: 250, tbtMs: 0}, limits)).toHaveLength(2);
  });

  it('counts a missing value as exceeding its limit', () => {
    expect(exceededLimits({perf: Number.NaN, lcpMs: 0, tbtMs: 0}, limits)).toEqual(['score not measured (limit −2)']);
    expect(exceededLimits({perf: 0, lcpMs: Number.NaN, tbtMs: 0}, limits)).toEqual(['LCP not measured (limit +100)']);
  });
});

describe('comparisonMarkdown', () => {
  it('reads reference → current with the differences, one row per route', () => {
    const reference = {perf: 99, fcpMs: 930, lcpMs: 1080, tbtMs: 121, cls: 0};
    expect(
      comparisonMarkdown([
        {
          route: '/',
          current: {perf: 99, fcpMs: 930, lcpMs: 1080, tbtMs: 121, cls: 0},
          reference,
          delta: {perf: 0, lcpMs: 0, tbtMs: 0},
          exceeded: [],
        },
        {
          route: '/about',
          current: {perf: 96, fcpMs: 1080, lcpMs: 1230, tbtMs: 100, cls: 0.002},
          reference,
          delta: {perf: -3, lcpMs: 150, tbtMs: -21},
          exceeded: ['LCP +150 ms (limit +100)', 'score −3 (limit −2)'],
        },
      ]),
    ).toBe(
      [
        '| route | score | LCP | TBT | CLS | FCP | within limits |',
        '|---|---|---|---|---|---|---|',
        '| / | 99 → 99 (±0) | 1.08 → 1.08 s (±0 ms) | 121 → 121 ms (±0 ms) | 0 → 0 | 0.93 → 0.93 s | yes |',
        '| /about | 99 → 96 (−3) | 1.08 → 1.23 s (+150 ms) | 121 → 100 ms (−21 ms) | 0 → 0.002 | 0.93 → 1.08 s | no: LCP +150 ms (limit +100), score −3 (limit −2) |',
      ].join('\n'),
    );
  });
});
