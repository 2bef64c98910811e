/**
 * The middle value of a list (the upper middle of an even count), as the bench reports medians.
 *
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Whether a Lighthouse run measured a busy host rather than the page. Lighthouse times a short
 * loop before each run (its benchmark index); when other work takes the CPU the index drops and
 * the run's blocking time rises with it. A run is on a busy host when its index is below `share`
 * of the median index of the earlier runs, once there are at least `minEarlierRuns` of them. A
 * share of 0, or a run without an index, never counts as busy.
 *
 * @param {number} cpuIndex this run's benchmark index
 * @param {number[]} earlierIndexes the indexes of the earlier runs of the session, kept or not
 * @param {{share: number, minEarlierRuns: number}} options
 * @returns {boolean}
 */
export function ranOnBusyHost(cpuIndex, earlierIndexes, {share, minEarlierRuns}) {
  const known = earlierIndexes.filter(Number.isFinite);
  if (!Number.isFinite(cpuIndex) || known.length < minEarlierRuns || known.length === 0) {
    return false;
  }
  return cpuIndex < median(known) * share;
}
