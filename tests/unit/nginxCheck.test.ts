import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  SHIPPED_NGINX_DIR,
  canonicalPages,
  editorSecurityHeaders,
  renderNginxEditor,
  renderNginxCache,
  renderNginxCanonicalMaps,
  renderNginxCanonicalRules,
  renderNginxLocales,
  renderNginxRedirects,
  renderNginxSecurityHeaders,
  renderNginxSectionFallbacks,
  renderNginxTimeouts,
  securityHeaders,
} from '@site/scripts/postbuild/hosting';
import {renderNginxHttpContext, renderNginxLimits} from '@site/scripts/postbuild/nginxLimits';
import {serviceRedirects} from '@site/src/data/redirects';

const LOCAL_MJS = path.join(__dirname, '../../deploy/nginx/local.mjs');
const NGINX_INSTALLED = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', process.env.NGINX_PATH].some(
  (candidate) => candidate && existsSync(candidate),
);

/** checkNginxConfig() of the ES module, run by Node itself (the module uses top-level await). */
function checkNginxConfig(root: string): {ok?: boolean; output?: string; skipped?: string} {
  const script = `import {checkNginxConfig} from ${JSON.stringify(LOCAL_MJS)};
process.stdout.write(JSON.stringify(checkNginxConfig({root: ${JSON.stringify(root)}})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(result.stderr);
  }
  return JSON.parse(result.stdout) as {ok?: boolean; output?: string; skipped?: string};
}

/**
 * The includes the post-build pass writes beside a build, for the two languages; with the
 * writers' editor's headers file when it is on.
 */
function writeIncludes(nginxDir: string, sectionFallbacks: string, editor: 'on' | 'off' = 'off'): void {
  mkdirSync(nginxDir, {recursive: true});
  const headers = securityHeaders({scriptHashes: [], formOrigin: 'https://forms.example.ca'});
  const editorHeaders = editorSecurityHeaders(headers, {connect: ['https://api.github.com'], images: []});
  const files: Record<string, string> = {
    'editor.conf': renderNginxEditor(editor === 'on' ? `${SHIPPED_NGINX_DIR}/editor-headers.conf` : null),
    ...(editor === 'on' ? {'editor-headers.conf': renderNginxSecurityHeaders(editorHeaders)} : {}),
    'security-headers.conf': renderNginxSecurityHeaders(headers),
    'redirects.conf': renderNginxRedirects(serviceRedirects),
    'section-fallbacks.conf': sectionFallbacks,
    'locales.conf': renderNginxLocales(['/fr/']),
    'timeouts.conf': renderNginxTimeouts(),
    'http.conf': renderNginxHttpContext(['/', '/fr/']),
    'limits.conf': renderNginxLimits(),
    'canonical-maps.conf': renderNginxCanonicalMaps(canonicalPages(['/', '/about', '/fr/'], ['/', '/fr/']), [
      '/404.html',
      '/fr/404.html',
    ]),
    'canonical-paths.conf': renderNginxCanonicalRules(),
    ...Object.fromEntries(
      (['assets', 'static', 'pages'] as const).map((kind) => [`cache-${kind}.conf`, renderNginxCache(kind)]),
    ),
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(nginxDir, name), text);
  }
}

(NGINX_INSTALLED ? describe : describe.skip)('nginx -t over the generated includes (deploy/nginx/local.mjs)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'northbeam-nginx-check-'));
    mkdirSync(path.join(dir, 'build'));
    writeFileSync(path.join(dir, 'build', 'index.html'), '<!doctype html><title>Home</title>');
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const sections = ['/', '/fr/'].flatMap((baseUrl) =>
    ['/blog', '/case-studies'].map((section) => ({
      section: `${baseUrl.slice(0, -1)}${section}` as `/${string}`,
      baseUrl,
    })),
  );

  it('passes with the section fallbacks the build writes', () => {
    writeIncludes(path.join(dir, 'build-nginx'), renderNginxSectionFallbacks(sections));
    expect(checkNginxConfig(path.join(dir, 'build'))).toEqual({ok: true, output: expect.any(String)});
  }, 30_000);

  it('passes with the writers’ editor on, /admin/ in locations of its own', () => {
    writeIncludes(path.join(dir, 'build-nginx'), renderNginxSectionFallbacks(sections), 'on');
    expect(checkNginxConfig(path.join(dir, 'build'))).toEqual({ok: true, output: expect.any(String)});
  }, 30_000);

  it('fails naming the file when a generated include would not load (a list of 300 posts in one token)', () => {
    const slugs = Array.from({length: 300}, (_, index) => `a-generated-post-slug-${index}`).join('|');
    writeIncludes(path.join(dir, 'build-nginx'), `location ~* "^/blog/(?!(?-i:${slugs})$)" { return 302 /blog; }\n`);
    const result = checkNginxConfig(path.join(dir, 'build'));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('too long parameter');
    expect(result.output).toContain(`${path.join(dir, 'build-nginx', 'section-fallbacks.conf')}:1`);
  }, 30_000);
});
