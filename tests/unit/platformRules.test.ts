import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  CLOUDFLARE_LIMITS,
  cloudflareHeadersProblems,
  cloudflareRedirectsProblems,
  netlifyProblems,
} from '@site/scripts/postbuild/platformRules';
import {
  fillTemplate,
  hostPlatform,
  editorSecurityHeaders,
  renderHeadersCacheBlock,
  renderHeadersEditorBlock,
  renderHeadersSecurityBlock,
  renderRedirectsFile,
  renderRedirectsLocaleNotFound,
  renderRedirectsSectionFallbacks,
  securityHeaders,
} from '@site/scripts/postbuild/hosting';
import {editorOrigins, editorSettingsFromEnv} from '@site/scripts/postbuild/editor/settings';
import {serviceRedirects} from '@site/src/data/redirects';
import {evaluateRedirects, parseRedirects} from './support/hostRules';

const LOCALES = [
  {baseUrl: '/', folders: ['assets', 'blog', 'brand', 'case-studies', 'fonts', 'fr', 'img', 'services']},
  {baseUrl: '/fr/', folders: ['assets', 'blog', 'case-studies', 'fonts', 'img', 'services']},
];
const siteHeaders = securityHeaders({scriptHashes: ["'sha256-abc='"], formOrigin: 'https://forms.fillout.com'});
/** The _headers file as the build writes it, with the writers' editor off or on (GitHub). */
const headersWith = (editor: 'off' | 'on') =>
  fillTemplate(readFileSync(path.join(__dirname, '../../static/_headers'), 'utf8'), {
    'security-headers': renderHeadersSecurityBlock(siteHeaders),
    'editor-headers': renderHeadersEditorBlock(
      siteHeaders,
      editor === 'on'
        ? editorSecurityHeaders(
            siteHeaders,
            editorOrigins(editorSettingsFromEnv({EDITOR_BACKEND: 'github', EDITOR_REPO: 'northbeam/website'})!),
          )
        : null,
    ),
    'cache-rules': renderHeadersCacheBlock(LOCALES),
  });
const headersFile = headersWith('off');
const redirectsFor = (platform: 'netlify' | 'cloudflare') =>
  fillTemplate(readFileSync(path.join(__dirname, '../../static/_redirects'), 'utf8'), {
    'service-redirects': renderRedirectsFile(serviceRedirects, platform),
    'section-fallbacks': renderRedirectsSectionFallbacks(['/blog'], platform),
    'locale-not-found': renderRedirectsLocaleNotFound(['/fr/'], platform),
  });

describe('the host platform', () => {
  it('is Netlify when NETLIFY is set, else the Cloudflare form (which Netlify also reads)', () => {
    expect(hostPlatform({NETLIFY: 'true'})).toBe('netlify');
    expect(hostPlatform({CF_PAGES: '1'})).toBe('cloudflare');
    expect(hostPlatform({})).toBe('cloudflare');
  });
});

describe('_headers', () => {
  it('caches assets of every language for a year and never gives two cache rules to one path', () => {
    expect(headersFile).toContain('/fr/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headersFile).toContain('/fr/img/*\n  Cache-Control: public, max-age=86400');
    expect(headersFile).toContain('/:page\n  Cache-Control: no-cache');
    expect(headersFile).toContain('/blog/*\n  Cache-Control: no-cache');
    // The French folder is not a page folder of the English site (it would match /fr/assets/*).
    expect(headersFile).not.toMatch(/^\/fr\/\*$/m);
  });

  it.each(['off', 'on'] as const)(
    'stays within Cloudflare Pages limits and parses with Netlify’s parser, the editor %s',
    async (editor) => {
      const headers = headersWith(editor);
      // A rule of its own for /admin/ only while the editor is on.
      expect(/^\/admin/m.test(headers)).toBe(editor === 'on');
      expect(cloudflareHeadersProblems(headers)).toEqual([]);
      expect(await netlifyProblems({headers, redirects: redirectsFor('cloudflare')})).toEqual([]);
    },
  );

  it('is refused above 100 rules (Cloudflare Pages drops the rest)', () => {
    const many = Array.from({length: CLOUDFLARE_LIMITS.headerRules + 1}, (_, i) => `/p${i}\n  X-A: b`).join('\n');
    expect(cloudflareHeadersProblems(many)).toEqual([expect.stringContaining('101 rules')]);
  });
});

describe('_redirects', () => {
  it('Netlify’s form forces the service redirects (their redirect pages exist as files) and has the French 404 rule', async () => {
    const netlify = redirectsFor('netlify');
    expect(netlify).toContain('/services/cybersecurity /services/cybersecurity-services 301!');
    expect(evaluateRedirects(parseRedirects(netlify), '/fr/x')).toEqual({status: 404, location: '/fr/404.html'});
    expect(await netlifyProblems({headers: headersFile, redirects: netlify})).toEqual([]);
    // Cloudflare Pages would reject it: `!` and 404.
    expect(cloudflareRedirectsProblems(netlify).length).toBeGreaterThan(0);
  });

  it('the Cloudflare form uses only the statuses Cloudflare Pages accepts', async () => {
    const cloudflare = redirectsFor('cloudflare');
    expect(cloudflareRedirectsProblems(cloudflare)).toEqual([]);
    expect(await netlifyProblems({headers: headersFile, redirects: cloudflare})).toEqual([]);
    expect(cloudflare).not.toMatch(/ 404$|!$/m);
  });

  it('Cloudflare rules: a 404 or forced status, and too many dynamic rules, are problems', () => {
    expect(cloudflareRedirectsProblems('/fr/* /fr/404.html 404')).toEqual([expect.stringContaining('status 404')]);
    expect(cloudflareRedirectsProblems('/a /b 301!')).toEqual([expect.stringContaining('status 301!')]);
    const dynamic = Array.from({length: 101}, (_, i) => `/d${i}/* /x 302`).join('\n');
    expect(cloudflareRedirectsProblems(dynamic)).toEqual([expect.stringContaining('101 dynamic rules')]);
  });

  it('Netlify’s parser reports a rule without a target', async () => {
    expect(await netlifyProblems({headers: headersFile, redirects: '/a'})).not.toEqual([]);
  });
});
