/**
 * The READMEs and docs/ name files and folders of this repository; each one must exist, so the
 * docs cannot drift from the tree. Names with placeholders (`<module>`, `*`, `…`) are patterns,
 * not paths, and history (docs/performance.md after "## History") describes the past.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** What a build or a test run writes, named by the docs but not part of the repository. */
const GENERATED = new Set(['node_modules', 'build', '.wrangler', 'test-results', '.git']);
const TOP_LEVEL = readdirSync(ROOT).filter((name) => !GENERATED.has(name));

const DOCS = [
  'README.md',
  'plugins/README.md',
  'src/theme/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Backticked names and link targets that look like paths of this repository. */
export function namedPaths(markdown: string): string[] {
  const candidates = [
    ...[...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!),
    ...[...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!),
  ];
  return candidates
    .map((candidate) => candidate.replace(/[.,;:]$/, '').replace(/^@site\//, ''))
    .filter((candidate) => !/^(https?:|mailto:|\/|\.\.\.)/.test(candidate))
    .filter((candidate) => !/[<>*…{}$=]|\s/.test(candidate))
    .filter((candidate) => candidate.includes('/') || /\.(ts|tsx|mjs|js|json|md|css|conf|yml)$/.test(candidate));
}

function exists(candidate: string, docFolder: string): boolean {
  const bare = candidate.replace(/\/$/, '');
  return [path.join(ROOT, docFolder, bare), path.join(ROOT, bare)].some((full) => existsSync(full));
}

/** Only names that start at a top-level entry or beside the doc are checked (not `@docusaurus/…`). */
function isRepositoryPath(candidate: string, docFolder: string): boolean {
  const first = candidate.replace(/^\.\//, '').split('/')[0]!;
  return TOP_LEVEL.includes(first) || (docFolder !== '.' && existsSync(path.join(ROOT, docFolder, first)));
}

describe('paths named in the docs', () => {
  it.each(DOCS)('every file or folder %s names exists', (doc) => {
    let text = readFileSync(path.join(ROOT, doc), 'utf8');
    if (doc === 'docs/performance.md') {
      text = text.split(/^## History/m)[0]!;
    }
    const folder = path.dirname(doc);
    const missing = namedPaths(text).filter(
      (candidate) => isRepositoryPath(candidate, folder) && !exists(candidate, folder),
    );
    expect(missing).toEqual([]);
  });

  it('recognises a path to a missing file', () => {
    const named = namedPaths('See `src/data/serviceRedirects.ts` and [the guide](docs/nowhere.md).');
    expect(named).toEqual(['src/data/serviceRedirects.ts', 'docs/nowhere.md']);
    expect(named.filter((candidate) => !exists(candidate, '.'))).toEqual(named);
  });
});
