import {median, ranOnBusyHost} from '../../scripts/lib/benchRuns.mjs';

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
