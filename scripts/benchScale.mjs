#!/usr/bin/env node
/**
 * `npm run bench:scale`: how the site's costs grow with its content. Copies the repository
 * (without node_modules, which is linked, and without any build) into a scratch folder, adds
 * generated posts and case studies in both languages (scripts/lib/contentScale.mjs), runs
 * `npm run build` there and prints what grows: first-load bytes per kind of page in Chromium
 * (scripts/lib/firstLoad.mjs, the budget test's measure), the entry bundles, list-page HTML,
 * search indexes, host files, Open Graph images, build time and memory, the build's size,
 * whether nginx loads the generated configuration, and how long the home page and the list pages
 * take to hydrate at 4x CPU (scripts/lib/hydrationTime.mjs).
 *
 *   npm run bench:scale -- [--posts 300] [--studies 100] [--port 4190] [--hydration-runs 3] [--keep] [--json FILE]
 *   npm run bench:scale -- --site DIR   (measures a scratch copy kept by --keep, without building)
 *
 * --posts and --studies count the entries per language, the site's own included (3 of each
 * today). The scratch folder is removed at the end unless --keep is given. BRAND_PIN and the other
 * build settings are passed through; BRAND_PIN defaults to a fixed test PIN here.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import {checkNginxConfig} from '../deploy/nginx/local.mjs';
import {generateCaseStudy, generateCollection, generatePost, vocabulary} from './lib/contentScale.mjs';
import {firstLoadBytes} from './lib/firstLoad.mjs';
import {measureHydration} from './lib/hydrationTime.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const POSTS = Number(option('posts', 300));
const STUDIES = Number(option('studies', 100));
const PORT = Number(option('port', 4190));
const HYDRATION_RUNS = Number(option('hydration-runs', 3));
const KEEP = args.includes('--keep');
const JSON_OUT = option('json', null);
const SITE = option('site', null);
if (!Number.isInteger(POSTS) || !Number.isInteger(STUDIES) || POSTS < 3 || STUDIES < 3) {
  console.error('--posts and --studies take whole numbers of at least 3 (the site has 3 of each).');
  process.exit(1);
}

/** The content folders: English, and the French copies under the same file names. */
const FOLDERS = {
  posts: {en: 'blog', fr: 'i18n/fr-CA/docusaurus-plugin-content-blog'},
  studies: {en: 'case-studies', fr: 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current'},
};
/** The list pages and the home page, which grow with the content, timed at 4x CPU (English). */
const HYDRATION_ROUTES = ['/', '/blog', '/case-studies'];
/** One page of each kind, in each language. */
const PAGES = [
  ['home', '/'],
  ['a service', '/services/managed-it-services'],
  ['a post', '/blog/mfa-setup-quick-tip'],
  ['a case study', '/case-studies/email-migration-microsoft-365'],
  ['/blog', '/blog'],
];
/** Top-level entries not copied: dependencies (linked instead), builds, caches and reports. */
const SKIPPED = new Set([
  'node_modules',
  'build',
  'build-nginx',
  'build-analytics',
  'build-analytics-nginx',
  '.docusaurus',
  '.git',
  '.eslintcache',
  'lighthouse-results',
  'test-results',
  'playwright-report',
]);

const KB = 1024;
const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / KB).toFixed(1)} KB`);
const seconds = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} s` : '–');
const gib = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 30).toFixed(2) : '–');
const gzipSize = (file) => gzipSync(readFileSync(file), {level: 9}).length;

function markdownFiles(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

/** Writes the generated posts and case studies of both languages into `root`. */
function generateContent(root) {
  const tags = [
    ...readFileSync(path.join(root, FOLDERS.posts.fr, 'tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm),
  ].map((match) => match[1]);
  let written = 0;
  for (const [kind, total, generate] of [
    ['posts', POSTS, generatePost],
    ['studies', STUDIES, generateCaseStudy],
  ]) {
    for (const language of ['en', 'fr']) {
      const folder = path.join(root, FOLDERS[kind][language]);
      const originals = markdownFiles(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
      const words = vocabulary(originals);
      for (const {file, text} of generateCollection(originals, total, generate, {language, words, tags})) {
        writeFileSync(path.join(folder, file), text);
        written += 1;
      }
    }
  }
  return written;
}

/** The resident memory of a process and all its descendants, in bytes (Linux /proc), or 0. */
function treeRss(rootPid) {
  try {
    const children = new Map();
    const rss = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) {
        continue;
      }
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const parent = Number(fields[1]);
        children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
        rss.set(Number(name), Number(fields[21]) * 4096);
      } catch {
        // The process ended while being read.
      }
    }
    let total = 0;
    const queue = [rootPid];
    while (queue.length > 0) {
      const pid = queue.pop();
      total += rss.get(pid) ?? 0;
      queue.push(...(children.get(pid) ?? []));
    }
    return total;
  } catch {
    return 0;
  }
}

/** Wall and CPU time and the largest process's peak memory from a GNU `time -v` report. */
function gnuTimeFigures(timeFile) {
  const time = readFileSync(timeFile, 'utf8');
  const field = (name) => Number(new RegExp(`${name}: ([\\d.:]+)`).exec(time)?.[1] ?? NaN);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(time)?.[1] ?? '';
  return {
    cpuSeconds: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    maxRssBytes: field('Maximum resident set size \\(kbytes\\)') * 1024,
    wallSeconds: wall.split(':').reduce((total, part) => total * 60 + Number(part), 0),
  };
}

/** The running build, ended with the bench when it is interrupted. */
let running;

/**
 * `npm run build` in `root`, under GNU time when it is installed: wall time, CPU time, the
 * largest process's peak memory (GNU time) and the whole build's peak (sampled every 2 s).
 */
async function build(root) {
  const gnuTime = existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-v', 'true']).status === 0;
  const timeFile = path.join(root, '.bench-time.txt');
  const [command, commandArgs] = gnuTime
    ? ['/usr/bin/time', ['-v', '-o', timeFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const started = Date.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    // A clean build every time, as a first deploy: no persistent bundler cache, which would also
    // land in the linked node_modules.
    env: {...process.env, BRAND_PIN: process.env.BRAND_PIN ?? '739264', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running = child;
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let peakTree = 0;
  const sampler = setInterval(() => {
    peakTree = Math.max(peakTree, treeRss(child.pid));
  }, 2000);
  const status = await new Promise((resolve) => child.on('close', resolve));
  running = undefined;
  clearInterval(sampler);
  const result = {status, wallSeconds: (Date.now() - started) / 1000, peakTreeBytes: peakTree, log};
  if (gnuTime && existsSync(timeFile)) {
    Object.assign(result, gnuTimeFigures(timeFile));
  } else {
    const usage = process.resourceUsage();
    result.cpuSeconds = undefined;
    result.maxRssBytes = usage.maxRSS * 1024;
  }
  return result;
}

function folderSize(folder) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(folder, {recursive: true})) {
    const stats = statSync(path.join(folder, name));
    if (stats.isFile()) {
      bytes += stats.size;
      files += 1;
    }
  }
  return {bytes, files};
}

/** The first file of `folder` whose name matches, or undefined. */
function findFile(folder, pattern) {
  if (!existsSync(folder)) {
    return undefined;
  }
  const name = readdirSync(folder).find((candidate) => pattern.test(candidate));
  return name === undefined ? undefined : path.join(folder, name);
}

function htmlOf(buildDir, route) {
  const base = route === '/' ? 'index' : route.slice(1);
  return [`${base}.html`, path.join(base, 'index.html')]
    .map((candidate) => path.join(buildDir, candidate))
    .find((candidate) => existsSync(candidate));
}

/** The queries whose first header search is measured: a common word of each language. */
const FIRST_SEARCH = {EN: 'security', FR: 'sécurité'};

/**
 * What a first header search downloads, gzip: the head, then the term shards of its words and the
 * page texts of the results it shows (src/lib/searchSplit.ts, as the box runs it).
 */
async function firstSearchBytes(folder, query) {
  const head = path.join(folder, 'search-index.json');
  if (!existsSync(head)) {
    return undefined;
  }
  const {parseSplitHead, searchSplit} = createJiti(fileURLToPath(import.meta.url))(
    path.join(siteDir, 'src', 'lib', 'searchSplit.ts'),
  );
  const parsed = parseSplitHead(JSON.parse(readFileSync(head, 'utf8')));
  if (!parsed) {
    return undefined;
  }
  let bytes = gzipSize(head);
  await searchSplit(parsed, query, new Set(), async (file) => {
    const fetched = path.join(folder, parsed.files, file);
    bytes += gzipSize(fetched);
    return JSON.parse(readFileSync(fetched, 'utf8'));
  });
  return bytes;
}

/** Sizes read from the build folder. */
async function staticFigures(buildDir) {
  const figures = {};
  const js = path.join(buildDir, 'assets', 'js');
  for (const [name, pattern] of [
    ['runtime~main', /^runtime~main\.[0-9a-f]+\.js$/],
    ['main', /^main\.[0-9a-f]+\.js$/],
  ]) {
    const file = findFile(js, pattern);
    figures[`${name} gzip`] = file && kb(gzipSize(file));
  }
  for (const route of ['/', '/blog', '/fr/', '/fr/blog']) {
    const file = htmlOf(buildDir, route.replace(/\/$/, '') || '/');
    figures[`${route} HTML raw / gzip`] = file && `${kb(statSync(file).size)} / ${kb(gzipSize(file))}`;
  }
  for (const [language, folder] of [
    ['EN', buildDir],
    ['FR', path.join(buildDir, 'fr')],
  ]) {
    const header = path.join(folder, 'search-index.json');
    figures[`header search head ${language} gzip`] = existsSync(header) ? kb(gzipSize(header)) : '–';
    const query = FIRST_SEARCH[language];
    figures[`first header search "${query}" ${language} gzip`] = kb(await firstSearchBytes(folder, query));
    const fullText = findFile(folder, /^search-index-.+\.json$/);
    figures[`full-text index ${language} gzip`] = fullText ? kb(gzipSize(fullText)) : '–';
  }
  const og = readdirSync(buildDir, {recursive: true})
    .filter((name) => /(^|[/\\])img[/\\]og[/\\].+\.png$/.test(name))
    .map((name) => statSync(path.join(buildDir, name)).size);
  figures['Open Graph images: count, largest'] = og.length > 0 ? `${og.length}, ${kb(Math.max(...og))}` : '–';
  const redirects = path.join(buildDir, '_redirects');
  if (existsSync(redirects)) {
    const rules = readFileSync(redirects, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    figures['_redirects rules'] = String(rules.length);
  }
  const fallbacks = path.join(`${buildDir}-nginx`, 'section-fallbacks.conf');
  figures['nginx section-fallbacks.conf'] = existsSync(fallbacks) ? `${statSync(fallbacks).size} B` : '–';
  const {bytes, files} = folderSize(buildDir);
  figures['build folder'] = `${(bytes / 1e6).toFixed(1)} MB, ${files} files`;
  return figures;
}

/** First-load bytes of one page of each kind in each language, in Chromium against the local server. */
async function browserFigures(buildDir) {
  const server = spawn(
    process.execPath,
    [path.join(siteDir, 'scripts', 'serve.mjs'), '--dir', buildDir, '--port', String(PORT), '--host', '127.0.0.1'],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('http://') && resolve());
    server.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  // The browser of the end-to-end suite, with its flags, and WebGL off: the home hero's scene
  // loads three.js a few seconds after hydration, which a slow build machine would otherwise
  // count in the first load of one run and not the next.
  const {findChromiumExecutable, CHROMIUM_ARGS} = createJiti(fileURLToPath(import.meta.url))(
    path.join(siteDir, 'tests', 'e2e', 'support', 'browser.ts'),
  );
  const browser = await chromium.launch({
    executablePath: findChromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--disable-3d-apis'],
  });
  const figures = {};
  try {
    for (const [kind, route] of PAGES) {
      for (const prefix of ['', '/fr']) {
        const page = await browser.newPage({viewport: {width: 1280, height: 800}});
        const url = `http://127.0.0.1:${PORT}${prefix}${route === '/' && prefix ? '/' : route}`;
        const {totals} = await firstLoadBytes(page, url, {timeoutMs: 120_000});
        figures[`first-load JS, ${kind} ${prefix ? 'FR' : 'EN'}`] = kb(totals.js);
        await page.close();
      }
    }
    for (const route of HYDRATION_ROUTES) {
      const runs = [];
      for (let run = 0; run < HYDRATION_RUNS; run += 1) {
        runs.push(await measureHydration(browser, `http://127.0.0.1:${PORT}${route}`));
      }
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      figures[`${route} at 4x CPU: hydrated / blocking (median of ${HYDRATION_RUNS})`] =
        `${(median(runs.map((run) => run.hydratedMs)) / 1000).toFixed(2)} s / ` +
        `${median(runs.map((run) => run.blockingMs))} ms`;
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return figures;
}

const scratch = SITE ? null : mkdtempSync(path.join(tmpdir(), 'northbeam-scale-'));
const root = SITE ? path.resolve(SITE) : path.join(scratch, 'site');
// Interrupted (Ctrl-C): the scratch copy goes too, unless --keep.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) {
      // The build runs in its own process group: end it and everything it started.
      process.kill(-running.pid, 'SIGTERM');
    }
    if (scratch && !KEEP) {
      rmSync(scratch, {recursive: true, force: true});
    }
    process.exit(130);
  });
}

/** A site measured again (--site): its build's figures from the GNU time report it left, if any. */
function earlierBuild() {
  const timeFile = path.join(root, '.bench-time.txt');
  return {
    status: existsSync(path.join(root, 'build', 'index.html')) ? 0 : 1,
    wallSeconds: NaN,
    cpuSeconds: undefined,
    maxRssBytes: NaN,
    peakTreeBytes: NaN,
    log: '',
    ...(existsSync(timeFile) ? gnuTimeFigures(timeFile) : {}),
  };
}

const entries = (folder) => readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.md')).length;

try {
  let built;
  if (SITE) {
    console.log(`[bench:scale] measuring ${root} again`);
    built = earlierBuild();
  } else {
    console.log(`[bench:scale] ${POSTS} posts and ${STUDIES} case studies per language, in ${root}`);
    cpSync(siteDir, root, {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== siteDir,
    });
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    console.log(`[bench:scale] ${generateContent(root)} files generated; building (npm run build)…`);
    built = await build(root);
  }
  const buildDir = path.join(root, 'build');
  const figures = {
    'posts / case studies per language': `${entries(FOLDERS.posts.en)} / ${entries(FOLDERS.studies.en)}`,
    build: built.status === 0 ? 'ok' : `failed (exit ${built.status})`,
    'build wall / CPU time': `${seconds(built.wallSeconds)} / ${seconds(built.cpuSeconds)}`,
    'build peak memory: largest process / whole build': `${gib(built.maxRssBytes)} / ${gib(built.peakTreeBytes)} GiB`,
    cores: String(cpus().length),
  };
  if (built.status !== 0) {
    console.error(built.log.split('\n').slice(-30).join('\n'));
  }
  if (existsSync(path.join(buildDir, 'index.html'))) {
    Object.assign(figures, await staticFigures(buildDir));
  }
  if (existsSync(path.join(`${buildDir}-nginx`, 'security-headers.conf'))) {
    const nginx = checkNginxConfig({root: buildDir});
    figures['nginx -t on the generated configuration'] = nginx.skipped
      ? `skipped (${nginx.skipped})`
      : nginx.ok
        ? 'pass'
        : `fail: ${nginx.output.trim().split('\n')[0]}`;
  }
  if (built.status === 0) {
    Object.assign(figures, await browserFigures(buildDir));
  }
  console.log('\n| measure | value |\n|---|---|');
  for (const [name, value] of Object.entries(figures)) {
    console.log(`| ${name} | ${value ?? '–'} |`);
  }
  if (JSON_OUT) {
    mkdirSync(path.dirname(path.resolve(JSON_OUT)), {recursive: true});
    writeFileSync(JSON_OUT, `${JSON.stringify(figures, null, 2)}\n`);
  }
  process.exitCode = built.status === 0 ? 0 : 1;
} finally {
  if (scratch && KEEP) {
    console.log(`[bench:scale] kept ${root}`);
  } else if (scratch) {
    rmSync(scratch, {recursive: true, force: true});
  }
}
