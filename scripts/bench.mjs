#!/usr/bin/env node
/**
 * `npm run bench`: serves the production build and runs Lighthouse (mobile) over every route of
 * the sitemap, three runs each, printing the median scores with FCP, LCP, TBT, CLS and the host's
 * benchmark index per route, then how many routes meet each speed goal (also in
 * lighthouse-results/summary.json).
 * Uses Lighthouse 13 (LIGHTHOUSE_VERSION, fetched by npx on first use; it needs the project's Node
 * 24). Build first: npm run build. BENCH_RUNS (default 3) and BENCH_ROUTES (comma-separated
 * paths, default every sitemap route) narrow a run. BENCH_NOJS=1 adds a no-JS run: after each run,
 * one of the same route with its scripts blocked, so the table shows how much of the blocking time
 * the scripts cause (tbtNoJsMs) on the machine as it was at that moment.
 *
 * A/B: BENCH_AGAINST=<another build folder> (for example a build of the previous commit, copied
 * out of build/) serves that build too, on BENCH_PORT + 2 (nginx's HTTPS on + 3), and measures
 * each route on the two builds in turn (A, B, A, B…, BENCH_RUNS runs of each; the build that goes
 * first alternates from route to route), so both meet the same load of the host. Each run follows
 * the rules above (repeated when it fails or the host is busy). The bench then prints both
 * builds' medians per route with the differences (this build − the reference) in score, LCP and
 * TBT, whether each route is within MAX_LCP_INCREASE_MS and MAX_SCORE_DROP_POINTS of the
 * reference, and the same table in Markdown for docs/performance.md; summary.json gets each
 * route's `reference` medians, `delta`, `withinLimits` and `exceeded` limits.
 *
 * Peer: BENCH_PEER=<another site's static build> (for example AstroWind's dist/, built as
 * docs/performance.md says) serves it on BENCH_PORT + 4 and measures BENCH_PEER_ROUTES (default
 * "/") in the same rotation: after each route of this site, one run of the next peer route, so the
 * peer meets the same host load. The tables show the peer's medians beside every route, and the
 * blocking-time goal compares each route with them.
 *
 * First interaction: after the Lighthouse runs, each control of scripts/lib/firstInteraction.mjs
 * (the phone menu, the phone search button, a case-study filter) is tapped right after hydration
 * at 4x CPU throttling, BENCH_TAP_RUNS times per build (default 5, alternating builds; 0 skips),
 * and the medians of the time to the visible answer and of the Event Timing latency are printed
 * beside the blocking time (summary.json: `firstInteraction`).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import {findNginx, startNginx} from '../deploy/nginx/local.mjs';
import {comparisonMarkdown, exceededLimits, median, ranOnBusyHost, referenceDelta, runOrder} from './lib/benchRuns.mjs';
import {INTERACTIONS, measureFirstInteraction} from './lib/firstInteraction.mjs';
import {startPeerServer} from './lib/peerServer.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
// The end-to-end suite's Chromium flags (one list), for the first-tap browser.
const {CHROMIUM_ARGS} = createJiti(fileURLToPath(import.meta.url))('../tests/e2e/support/browser.ts');

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WITH_NOJS_REFERENCE = process.env.BENCH_NOJS === '1';
// The build to compare with (A/B), served beside this one on the two ports after this build's
// (nginx takes a port for HTTP and the next for HTTPS).
const AGAINST = process.env.BENCH_AGAINST ? path.resolve(process.env.BENCH_AGAINST) : null;
const AGAINST_PORT = PORT + 2;
// Another site's static build, measured in the same rotation (see above).
const PEER = process.env.BENCH_PEER ? path.resolve(process.env.BENCH_PEER) : null;
const PEER_ROUTES = (process.env.BENCH_PEER_ROUTES ?? '/').split(',');
const PEER_PORT = PORT + 4;
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
// The blocking-time goals of every route: at most this many milliseconds, and at most this much
// above the peer's median.
const MAX_TBT_MS = 50;
const MAX_TBT_ABOVE_PEER_MS = 30;
// How far a route's medians may move from the reference's before the route is out of limits:
// LCP at most this much later, the performance score at most this many points lower.
const MAX_LCP_INCREASE_MS = 100;
const MAX_SCORE_DROP_POINTS = 2;
const LIMITS = {maxLcpIncreaseMs: MAX_LCP_INCREASE_MS, maxScoreDrop: MAX_SCORE_DROP_POINTS};
const MAX_RETRIES = 3;
// A run on a busy host (scripts/lib/benchRuns.mjs) is measured again, within MAX_RETRIES per
// route and build, and counted in the summary: below this share of the median benchmark index so
// far. BENCH_CONTENDED_SHARE=0 keeps every run.
const CONTENDED_SHARE = Number(process.env.BENCH_CONTENDED_SHARE ?? 0.8);
const OUT = 'lighthouse-results';
const chrome = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/google-chrome'].find(existsSync);

if (!existsSync('build/sitemap.xml')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
if (PEER && !existsSync(path.join(PEER, 'index.html'))) {
  console.error(`BENCH_PEER=${PEER} is not a static build folder (no index.html).`);
  process.exit(1);
}
if (AGAINST && !existsSync(path.join(AGAINST, 'sitemap.xml'))) {
  console.error(`BENCH_AGAINST=${AGAINST} is not a build folder (no sitemap.xml).`);
  process.exit(1);
}
const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : sitemapRoutes;

// Measure as visitors get the site: through the shipped nginx configuration (HTTPS with HTTP/2,
// compression, caching headers) when nginx is installed, else `docusaurus serve` (uncompressed, so
// scores read lower). nginx's certificate comes from a throwaway test CA that Chromium does not
// know, hence --ignore-certificate-errors below. Each startNginx() has its own configuration,
// pid and certificates, so the two builds of an A/B run get two independent servers.
async function serve(root, port) {
  if (findNginx()) {
    const nginx = await startNginx({root, port});
    console.log(`Serving ${root}/ with deploy/nginx at ${nginx.url}`);
    return {origin: nginx.url, stop: () => nginx.stop()};
  }
  const server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', root, '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {stdio: 'ignore', detached: true},
  );
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const origin = `http://127.0.0.1:${port}`;
  console.log(`nginx not found: serving ${root}/ with docusaurus serve (no compression) at ${origin}`);
  return {origin, stop: async () => process.kill(-server.pid)};
}

const BUILDS = AGAINST ? ['current', 'reference'] : ['current'];
const servers = {current: await serve('build', PORT)};

/** One Lighthouse run of a route into a JSON report; extra flags for the no-JS runs. */
function runLighthouse(origin, route, file, extraFlags = []) {
  return spawnSync(
    'npx',
    [
      '--yes',
      `--package=lighthouse@${LIGHTHOUSE_VERSION}`,
      'lighthouse',
      `${origin}${route}`,
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      `--chrome-path=${chrome}`,
      '--chrome-flags=--headless=new --no-sandbox --ignore-certificate-errors --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ...extraFlags,
    ],
    {stdio: 'inherit'},
  ).status;
}

/** Blocking time of the route with its scripts blocked (the page as prerendered), or NaN. */
function noJsBlockingTime(origin, route, file) {
  if (runLighthouse(origin, route, file, ['--blocked-url-patterns=*/assets/js/*']) !== 0 || !existsSync(file)) {
    return Number.NaN;
  }
  return JSON.parse(readFileSync(file, 'utf8')).audits['total-blocking-time']?.numericValue ?? Number.NaN;
}

/**
 * Measures `route` on one build until a run is kept or the build's attempts on the route run out
 * (`tally` holds its kept runs and attempts there). A run that Lighthouse could not trace (for
 * example NO_NAVSTART on a busy machine) is repeated, up to RUNS + MAX_RETRIES attempts per build
 * and route in all, so that it never enters the medians as a zero.
 */
function measureOnce(route, build, tally) {
  const label = build === 'current' ? route : `${route} (${build})`;
  const slug = route === '/' ? 'home' : route.replace(/\W+/g, '_');
  while (tally.attempts < RUNS + MAX_RETRIES) {
    const attempt = tally.attempts;
    tally.attempts += 1;
    const i = tally.runs.length;
    const file = path.join(OUT, `${slug}${build === 'current' ? '' : `-${build}`}-${i}.json`);
    const status = runLighthouse(servers[build].origin, route, file);
    if (status !== 0 || !existsSync(file)) {
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => report.categories[id]?.score);
    if (report.runtimeError || scores.some((score) => typeof score !== 'number')) {
      console.warn(`${label}: run discarded (${report.runtimeError?.code ?? 'missing scores'}), measuring again`);
      continue;
    }
    const cpuIndex = report.environment?.benchmarkIndex ?? Number.NaN;
    const busy = ranOnBusyHost(cpuIndex, cpuIndexes, {share: CONTENDED_SHARE, minEarlierRuns: RUNS});
    cpuIndexes.push(cpuIndex);
    // The last attempts a route has left are kept whatever the host, so it still gets RUNS runs.
    const attemptsLeftAfterThis = RUNS + MAX_RETRIES - attempt - 1;
    if (busy && attemptsLeftAfterThis > RUNS - i - 1) {
      runsOnBusyHost += 1;
      console.warn(`${label}: host busy (benchmark index ${Math.round(cpuIndex)}), measuring again`);
      continue;
    }
    tally.runs.push({
      // Lighthouse scores have two decimals: whole points (0.57 × 100 is 56.99… in floating point).
      performance: Math.round(scores[0] * 100),
      accessibility: Math.round(scores[1] * 100),
      bestPractices: Math.round(scores[2] * 100),
      seo: Math.round(scores[3] * 100),
      fcp: report.audits['first-contentful-paint'].numericValue,
      lcp: report.audits['largest-contentful-paint'].numericValue,
      lcpAfterFcp:
        report.audits['largest-contentful-paint'].numericValue - report.audits['first-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      cpuIndex,
      tbtNoJs: WITH_NOJS_REFERENCE
        ? noJsBlockingTime(servers[build].origin, route, file.replace(/\.json$/, '-nojs.json'))
        : null,
    });
    return;
  }
}

/** A route's medians over one build's kept runs. */
function medians(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    perf: pick('performance'),
    a11y: pick('accessibility'),
    bp: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: Math.round(pick('fcp')),
    lcpMs: Math.round(pick('lcp')),
    lcpAfterFcpMs: Math.round(pick('lcpAfterFcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    cpuIndex: Math.round(pick('cpuIndex')),
    // A no-JS run that failed gives NaN: the median is taken over the others.
    ...(WITH_NOJS_REFERENCE
      ? {tbtNoJsMs: Math.round(median(runs.map((run) => run.tbtNoJs).filter(Number.isFinite)))}
      : {}),
  };
}

rmSync(OUT, {recursive: true, force: true});
mkdirSync(OUT, {recursive: true});
const rows = [];
// A/B: each route measured on both builds, with the differences and the limits it exceeds.
const comparisons = [];
const notCompared = [];
// Every run's benchmark index, kept or not and of either build: the median follows the host
// through the session.
const cpuIndexes = [];
let runsOnBusyHost = 0;
let firstInteraction = [];

/**
 * Each control's first tap, TAP_RUNS times on each build in turn (scripts/lib/firstInteraction.mjs),
 * with the full Chromium Lighthouse uses: the medians per control and build.
 */
async function measureInteractions() {
  const browser = await chromium.launch({executablePath: chrome, args: CHROMIUM_ARGS});
  try {
    const results = [];
    for (const [index, interaction] of INTERACTIONS.entries()) {
      const samples = Object.fromEntries(BUILDS.map((build) => [build, []]));
      for (const build of runOrder(BUILDS, TAP_RUNS, index)) {
        try {
          samples[build].push(await measureFirstInteraction(browser, servers[build].origin, interaction));
        } catch (error) {
          console.warn(`${interaction.name} (${build}): run discarded (${error.message})`);
        }
      }
      const summary = {control: interaction.name, route: interaction.route};
      for (const build of BUILDS) {
        const runs = samples[build];
        summary[build] = runs.length
          ? {
              responseMs: median(runs.map((run) => run.responseMs)),
              inpMs: median(runs.map((run) => run.inpMs)),
              runs: runs.length,
            }
          : null;
      }
      results.push(summary);
    }
    return results;
  } finally {
    await browser.close();
  }
}
// The peer's kept runs per peer route, over the whole session.
const peerRuns = new Map(PEER_ROUTES.map((route) => [route, []]));
try {
  if (AGAINST) {
    servers.reference = await serve(AGAINST, AGAINST_PORT);
  }
  if (PEER) {
    servers.peer = await startPeerServer({root: PEER, httpsPort: PEER_PORT});
    console.log(`Serving the peer ${PEER}/ at ${servers.peer.origin}`);
  }
  for (const [routeIndex, route] of routes.entries()) {
    // The retry rules count per build, as if each build were benched alone.
    const tallies = Object.fromEntries(BUILDS.map((build) => [build, {runs: [], attempts: 0}]));
    for (const build of runOrder(BUILDS, RUNS, routeIndex)) {
      measureOnce(route, build, tallies[build]);
    }
    if (PEER) {
      const peerRoute = PEER_ROUTES[routeIndex % PEER_ROUTES.length];
      // One kept run per visit, with the retries a route's last run has.
      measureOnce(peerRoute, 'peer', {runs: peerRuns.get(peerRoute), attempts: RUNS - 1});
    }
    const current = tallies.current.runs.length ? {route, ...medians(tallies.current.runs)} : null;
    if (current) {
      rows.push(current);
    }
    if (!AGAINST) {
      continue;
    }
    if (current && tallies.reference.runs.length) {
      const reference = medians(tallies.reference.runs);
      const delta = referenceDelta(current, reference);
      comparisons.push({route, current, reference, delta, exceeded: exceededLimits(delta, LIMITS)});
    } else {
      notCompared.push(route);
    }
  }
  // A peer with fewer routes than this site gets a run of each of them at least RUNS times.
  for (const [peerRoute, runs] of peerRuns) {
    while (PEER && runs.length < RUNS) {
      const before = runs.length;
      measureOnce(peerRoute, 'peer', {runs, attempts: RUNS - 1});
      if (runs.length === before) {
        break;
      }
    }
  }
  firstInteraction = TAP_RUNS > 0 ? await measureInteractions() : [];
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
console.table(rows);

// The peer's medians per route, and over all its runs (what each route's blocking time is compared with).
const peer = PEER
  ? {
      folder: PEER,
      routes: [...peerRuns].filter(([, runs]) => runs.length).map(([route, runs]) => ({route, ...medians(runs)})),
      all: [...peerRuns.values()].flat().length ? medians([...peerRuns.values()].flat()) : null,
    }
  : null;
if (peer) {
  console.log(`\nPeer ${PEER} (medians of its runs in the same rotation):`);
  console.table(peer.routes);
}
const peerTbtMs = peer?.all?.tbtMs;

// How many routes meet each speed goal (medians per route).
const GOALS = [
  ['performance ≥ 99', (row) => row.perf >= 99],
  ['LCP within 200 ms of FCP', (row) => row.lcpAfterFcpMs <= 200],
  [`TBT ≤ ${MAX_TBT_MS} ms`, (row) => row.tbtMs <= MAX_TBT_MS],
  ...(peerTbtMs === undefined
    ? []
    : [
        [
          `TBT ≤ the peer's ${peerTbtMs} ms + ${MAX_TBT_ABOVE_PEER_MS} ms`,
          (row) => row.tbtMs <= peerTbtMs + MAX_TBT_ABOVE_PEER_MS,
        ],
      ]),
  ['CLS 0', (row) => row.cls === 0],
  ['accessibility, best practices and SEO 100', (row) => row.a11y === 100 && row.bp === 100 && row.seo === 100],
];
for (const [goal, met] of GOALS) {
  const missing = rows.filter((row) => !met(row));
  console.log(
    `${goal}: ${rows.length - missing.length} of ${rows.length} routes${missing.length ? ` (not: ${missing.map((row) => row.route).join(', ')})` : ''}`,
  );
}
// A Lighthouse version without a benchmark index gives NaN: such routes are left out of the range.
const keptCpuIndexes = rows.map((row) => row.cpuIndex).filter(Number.isFinite);
const cpuRange = keptCpuIndexes.length
  ? `median ${median(keptCpuIndexes)}, ${Math.min(...keptCpuIndexes)}–${Math.max(...keptCpuIndexes)}`
  : 'not reported';
console.log(
  `Host CPU (Lighthouse benchmark index, median per route): ${cpuRange}; ` +
    `${runsOnBusyHost} run(s) on a busy host measured again`,
);

if (firstInteraction.length) {
  console.log('\nFirst tap after hydration, phone size at 4x CPU throttling (medians; ms):');
  console.table(
    firstInteraction.map(({control, route, current, reference}) => ({
      control,
      route,
      responseMs: current?.responseMs,
      inpMs: current?.inpMs,
      ...(AGAINST ? {responseRefMs: reference?.responseMs, inpRefMs: reference?.inpMs} : {}),
    })),
  );
}

// summary.json: this build's medians per route, and in an A/B run the reference's beside them;
// the peer's medians and the first-tap figures beside the routes.
const byRoute = new Map(comparisons.map((comparison) => [comparison.route, comparison]));
const routeSummaries = AGAINST
  ? rows.map((row) => {
      const comparison = byRoute.get(row.route);
      return {
        ...row,
        reference: comparison?.reference ?? null,
        delta: comparison?.delta ?? null,
        withinLimits: comparison ? comparison.exceeded.length === 0 : null,
        exceeded: comparison?.exceeded ?? null,
      };
    })
  : rows;
const summary = peer || firstInteraction.length ? {routes: routeSummaries, peer, firstInteraction} : routeSummaries;
writeFileSync(path.join(OUT, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

if (AGAINST) {
  console.log(`\nA/B against ${AGAINST} (medians; Δ = this build − the reference):`);
  console.table(
    comparisons.map(({route, current, reference, delta, exceeded}) => ({
      route,
      perf: current.perf,
      perfRef: reference.perf,
      Δperf: delta.perf,
      lcpMs: current.lcpMs,
      lcpRefMs: reference.lcpMs,
      ΔlcpMs: delta.lcpMs,
      tbtMs: current.tbtMs,
      tbtRefMs: reference.tbtMs,
      ΔtbtMs: delta.tbtMs,
      cls: current.cls,
      clsRef: reference.cls,
      fcpMs: current.fcpMs,
      fcpRefMs: reference.fcpMs,
      verdict: exceeded.length ? exceeded.join(', ') : 'within limits',
    })),
  );
  const outOfLimits = comparisons.filter((comparison) => comparison.exceeded.length);
  const limits = `LCP at most +${MAX_LCP_INCREASE_MS} ms, score at most ${MAX_SCORE_DROP_POINTS} points lower`;
  const within = `${comparisons.length - outOfLimits.length} of ${comparisons.length} routes`;
  const reasons = outOfLimits.map(({route, exceeded}) => `${route}: ${exceeded.join(', ')}`);
  console.log(
    `Within limits of the reference (${limits}): ${within}${reasons.length ? ` (not: ${reasons.join('; ')})` : ''}`,
  );
  if (notCompared.length) {
    console.log(`Not compared (no valid run of one of the builds): ${notCompared.join(', ')}`);
  }
  console.log(
    `\nMarkdown for docs/performance.md:\n\n` +
      `Reference → this build, medians of ${RUNS} alternate runs of each per route (Lighthouse mobile); ` +
      `within limits (${limits}): ${within}.\n\n${comparisonMarkdown(comparisons)}\n`,
  );
}
if (peer?.all) {
  const peerRows = peer.routes.map(
    ({route, perf, lcpMs, tbtMs, cls}) =>
      `| ${route} | ${perf} | ${(lcpMs / 1000).toFixed(2)} s | ${tbtMs} ms | ${cls} |`,
  );
  console.log(
    `Peer (${path.basename(path.dirname(PEER))}/${path.basename(PEER)}), same rotation, medians:\n\n` +
      `| peer route | score | LCP | TBT | CLS |\n|---|---|---|---|---|\n${peerRows.join('\n')}\n`,
  );
}
if (firstInteraction.length) {
  const cell = (figures) => (figures ? `${figures.responseMs} ms (INP ${figures.inpMs} ms)` : 'no run');
  const header = AGAINST
    ? '| control | route | reference | this build |\n|---|---|---|---|'
    : '| control | route | this build |\n|---|---|---|';
  const lines = firstInteraction.map(({control, route, current, reference}) =>
    AGAINST
      ? `| ${control} | ${route} | ${cell(reference)} | ${cell(current)} |`
      : `| ${control} | ${route} | ${cell(current)} |`,
  );
  console.log(
    `First tap after hydration, 390 px at 4x CPU throttling, medians of ${TAP_RUNS}:\n\n${header}\n${lines.join('\n')}\n`,
  );
}
