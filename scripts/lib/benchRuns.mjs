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

/**
 * The order of a route's runs: `runs` of each build, one of each in turn, starting with the build
 * whose turn the route index gives. Alternating runs let two builds meet the same host load, and
 * alternating the first build from route to route keeps either one from always measuring right
 * after the other. With a single build this is simply that build `runs` times.
 *
 * @template T
 * @param {T[]} builds
 * @param {number} runs
 * @param {number} routeIndex
 * @returns {T[]}
 */
export function runOrder(builds, runs, routeIndex) {
  const first = routeIndex % builds.length;
  const turn = [...builds.slice(first), ...builds.slice(0, first)];
  return Array.from({length: runs}, () => turn).flat();
}

/**
 * @typedef {{perf: number, lcpMs: number, tbtMs: number}} Medians a route's medians for one build
 * @typedef {Medians} Delta current − reference, in the same units
 * @typedef {{maxLcpIncreaseMs: number, maxScoreDrop: number}} Limits
 */

/**
 * How the current build's medians differ from the reference build's (current − reference): score
 * points, LCP and TBT milliseconds. Scores are whole points, rounded here against float error
 * (0.57 × 100 is 56.99…).
 *
 * @param {Medians} current
 * @param {Medians} reference
 * @returns {Delta}
 */
export function referenceDelta(current, reference) {
  return {
    perf: Math.round(current.perf - reference.perf),
    lcpMs: Math.round(current.lcpMs - reference.lcpMs),
    tbtMs: Math.round(current.tbtMs - reference.tbtMs),
  };
}

/**
 * A signed whole number as the tables print it: +40, −12, ±0.
 *
 * @param {number} value
 */
function signed(value) {
  if (value === 0) {
    return '±0';
  }
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/**
 * The limits a route's difference from the reference exceeds, as short reasons: none when the
 * route is within limits. LCP may grow by up to maxLcpIncreaseMs and the score fall by up to
 * maxScoreDrop points; a missing value (NaN) exceeds its limit, as it proves nothing.
 *
 * @param {Delta} delta
 * @param {Limits} limits
 * @returns {string[]}
 */
export function exceededLimits(delta, {maxLcpIncreaseMs, maxScoreDrop}) {
  const exceeded = [];
  const lcp = Number.isNaN(delta.lcpMs) ? 'not measured' : `${signed(delta.lcpMs)} ms`;
  const score = Number.isNaN(delta.perf) ? 'not measured' : signed(delta.perf);
  if (!(delta.lcpMs <= maxLcpIncreaseMs)) {
    exceeded.push(`LCP ${lcp} (limit +${maxLcpIncreaseMs})`);
  }
  if (!(delta.perf >= -maxScoreDrop)) {
    exceeded.push(`score ${score} (limit −${maxScoreDrop})`);
  }
  return exceeded;
}

/**
 * @typedef {Medians & {fcpMs: number, cls: number}} BuildMedians
 * @typedef {{route: string, current: BuildMedians, reference: BuildMedians, delta: Delta, exceeded: string[]}} Comparison
 */

/**
 * The A/B comparison as a Markdown table in the style of docs/performance.md: each cell reads
 * reference → current, with the difference for the score, LCP and TBT.
 *
 * @param {Comparison[]} comparisons
 * @returns {string}
 */
export function comparisonMarkdown(comparisons) {
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const row = ({route, current, reference, delta, exceeded}) =>
    [
      route,
      `${reference.perf} → ${current.perf} (${signed(delta.perf)})`,
      `${seconds(reference.lcpMs)} → ${seconds(current.lcpMs)} s (${signed(delta.lcpMs)} ms)`,
      `${reference.tbtMs} → ${current.tbtMs} ms (${signed(delta.tbtMs)} ms)`,
      `${reference.cls} → ${current.cls}`,
      `${seconds(reference.fcpMs)} → ${seconds(current.fcpMs)} s`,
      exceeded.length ? `no: ${exceeded.join(', ')}` : 'yes',
    ].join(' | ');
  return [
    '| route | score | LCP | TBT | CLS | FCP | within limits |',
    '|---|---|---|---|---|---|---|',
    ...comparisons.map((comparison) => `| ${row(comparison)} |`),
  ].join('\n');
}
