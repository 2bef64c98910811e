import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  ERROR_PAGES,
  ERROR_STATUSES,
  SECURITY_TXT_PATH,
  contentSecurityPolicy,
  executableInlineScripts,
  fillTemplate,
  inlineScriptHashes,
  nginxQuote,
  permissionsPolicy,
  renderErrorPage,
  renderNginxRedirects,
  renderNginxSectionFallbacks,
  renderRedirectsFile,
  renderRedirectsLocaleNotFound,
  renderRedirectsSectionFallbacks,
  renderSectionNotFoundPage,
  renderNginxSecurityHeaders,
  renderHeadersSecurityBlock,
  renderSecurityTxt,
  securityHeaders,
} from '@site/scripts/postbuild/hosting';
import {company} from '@site/src/data/company';
import {HOSTILE_PATHS, evaluateRedirects, parseRedirects, staysOnSite} from './support/hostRules';
import {serviceRedirects} from '@site/src/data/redirects';
import {serviceIds} from '@site/plugins/service-pages/ids';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline scripts for the CSP', () => {
  const html = [
    '<script src=/assets/js/main.js defer></script>',
    '<script>document.documentElement.dataset.a="1"</script>',
    '<script type=module>import("/x.js")</script>',
    '<script type=application/ld+json>{"@type":"Organization"}</script>',
    '<script type="text/javascript">var b=2</script>',
    '<script></script>',
  ].join('');

  it('takes only executable inline scripts, byte for byte', () => {
    expect(executableInlineScripts(html)).toEqual([
      'document.documentElement.dataset.a="1"',
      'import("/x.js")',
      'var b=2',
    ]);
  });

  it('hashes each distinct script once, in a stable order', () => {
    const hashes = inlineScriptHashes([html, html]);
    expect(hashes).toHaveLength(3);
    expect(hashes).toContain(sha('var b=2'));
    expect([...hashes].sort()).toEqual(hashes);
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy({scriptHashes: ["'sha256-abc='"], formOrigin: 'https://forms.fillout.com/t/x'});

  it('allows scripts from the site and by hash only, never eval', () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('frames only the form origin and cannot be framed', () => {
    expect(csp).toContain('frame-src https://forms.fillout.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('names only directives that Chromium, Firefox and WebKit all recognise (WebKit logs any other as an error)', () => {
    const recognisedEverywhere = new Set([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
      'media-src',
      'frame-src',
      'frame-ancestors',
      'base-uri',
      'form-action',
      'object-src',
      'report-uri',
      'report-to',
    ]);
    const withReporting = contentSecurityPolicy({
      scriptHashes: [],
      formOrigin: 'https://forms.fillout.com',
      reportUrl: 'https://reports.northbeam.ca/csp',
    });
    const directives = withReporting.split('; ').map((directive) => directive.split(' ')[0]);
    expect(directives.filter((name) => !recognisedEverywhere.has(name))).toEqual([]);
  });

  it('lets pages connect to their own origin only while analytics is off', () => {
    expect(csp).toContain("connect-src 'self';");
    expect(
      contentSecurityPolicy({scriptHashes: [], formOrigin: 'https://forms.fillout.com', analyticsOrigin: null}),
    ).toContain("connect-src 'self';");
  });

  it('adds exactly the analytics collector to connect-src while analytics is on, on nginx and in _headers', () => {
    const headers = securityHeaders({
      scriptHashes: [],
      formOrigin: 'https://forms.fillout.com',
      analyticsOrigin: 'https://stats.example.ca',
    });
    const [, policy] = headers.find(([name]) => name === 'Content-Security-Policy')!;
    expect(policy).toContain("connect-src 'self' https://stats.example.ca;");
    // Only connect-src names it: no frame, script or image may come from the collector.
    expect(policy.split('stats.example.ca')).toHaveLength(2);
    expect(renderNginxSecurityHeaders(headers)).toContain("connect-src 'self' https://stats.example.ca;");
    expect(renderHeadersSecurityBlock(headers)).toContain("connect-src 'self' https://stats.example.ca;");
  });

  it('refuses an analytics collector that is not https', () => {
    expect(() =>
      contentSecurityPolicy({
        scriptHashes: [],
        formOrigin: 'https://forms.fillout.com',
        analyticsOrigin: 'http://stats.example.ca',
      }),
    ).toThrow(/https/);
  });

  it('refuses a form origin that is not https', () => {
    expect(() => contentSecurityPolicy({scriptHashes: [], formOrigin: 'http://forms.example.com'})).toThrow(/https/);
  });
});

describe('Permissions-Policy', () => {
  it('allows camera, microphone and geolocation for the form origin only', () => {
    const policy = permissionsPolicy('https://forms.fillout.com');
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(policy).toContain(`${feature}=("https://forms.fillout.com")`);
    }
    expect(policy).toContain('payment=()');
    expect(policy).not.toContain('camera=(self');
  });
});

describe('host files', () => {
  const headers = securityHeaders({scriptHashes: ["'sha256-abc='"], formOrigin: 'https://forms.fillout.com'});

  it('sends the required security headers', () => {
    expect(headers.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(Object.fromEntries(headers)['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('quotes nginx values by the quotes they contain, and rejects line breaks', () => {
    expect(nginxQuote("default-src 'self'")).toBe(`"default-src 'self'"`);
    expect(nginxQuote('camera=("https://a.example")')).toBe(`'camera=("https://a.example")'`);
    expect(() => nginxQuote('a\nb')).toThrow();
    expect(renderNginxSecurityHeaders(headers)).toMatch(/^add_header Content-Security-Policy ".*" always;$/m);
  });

  it('writes every redirect for nginx and for _redirects', () => {
    expect(renderNginxRedirects(serviceRedirects)).toContain(
      'location = /services/it-consulting { return 301 /services/it-consulting-vcio$is_args$args; }',
    );
    expect(renderRedirectsFile(serviceRedirects).split('\n')).toContain(
      '/services/cloud-solutions /services/cloud-hosting-services 301',
    );
  });

  it('fills every marker of a template and insists on all of them', () => {
    expect(fillTemplate('a\n  @generated one\nb', {one: 'X'})).toBe('a\nX\nb');
    expect(() => fillTemplate('@generated one', {})).toThrow(/one/);
    expect(() => fillTemplate('plain', {one: 'X'})).toThrow(/one/);
  });
});

describe('service redirects (src/data/redirects.ts)', () => {
  const canonical = new Set<string>(serviceIds.map((id) => `/services/${id}`));

  it('lead from non-canonical service paths to existing service pages', () => {
    expect(serviceRedirects.map(({from}) => from)).toEqual([
      '/services/it-consulting',
      '/services/cloud-solutions',
      '/services/cybersecurity',
      '/services/software-development',
    ]);
    for (const {from, to} of serviceRedirects) {
      expect(canonical.has(to)).toBe(true);
      expect(canonical.has(from)).toBe(false);
      expect(from).not.toMatch(/\/$/);
    }
  });
});

describe('unknown blog and case-study paths on the hosts', () => {
  // Netlify's form: forced service redirects, the section wildcards and the French not-found rule.
  const redirectsFile = fillTemplate(readFileSync(path.join(__dirname, '../../static/_redirects'), 'utf8'), {
    'service-redirects': renderRedirectsFile(serviceRedirects, 'netlify'),
    'section-fallbacks': renderRedirectsSectionFallbacks(['/blog', '/case-studies'], 'netlify'),
    'locale-not-found': renderRedirectsLocaleNotFound(['/fr/'], 'netlify'),
  });
  const rules = parseRedirects(redirectsFile);

  it('nginx serves the files of each section and redirects any other path under it (302, fixed target)', () => {
    const conf = renderNginxSectionFallbacks([
      {section: '/blog', baseUrl: '/'},
      {section: '/fr/case-studies', baseUrl: '/fr/'},
    ]);
    expect(conf).toContain(
      'location ~* "^/blog/" { error_page 404 /404.html; error_page 400 /_nginx/errors/400.html; error_page 405 /_nginx/errors/405.html; error_page 413 /_nginx/errors/413.html; error_page 414 /_nginx/errors/414.html; error_page 429 /_nginx/errors/429.html; include /srv/northbeam/build-nginx/cache-pages.conf; try_files $uri $uri.html $uri/index.html @fallback-blog; }',
    );
    expect(conf).toContain('location @fallback-blog { return 302 /blog; }');
    expect(conf).toContain('error_page 404 /fr/404.html; error_page 400 /_nginx/errors/fr/400.html;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html @fallback-fr-case-studies; }');
    expect(conf).toContain('location @fallback-fr-case-studies { return 302 /fr/case-studies; }');
    expect(() => renderNginxSectionFallbacks([{section: '/blog"; }', baseUrl: '/'}])).toThrow(
      'Cannot write an nginx location',
    );
  });

  it('neither form of _redirects names a post: Netlify has one wildcard per section, Cloudflare none', () => {
    const nginx = renderNginxSectionFallbacks([{section: '/blog', baseUrl: '/'}]);
    expect(nginx.length).toBeLessThan(1000);
    const netlify = renderRedirectsSectionFallbacks(['/blog', '/case-studies'], 'netlify').split('\n');
    expect(netlify).toEqual(['/blog/* /blog 302', '/case-studies/* /case-studies 302']);
    // Netlify skips a rule that is not forced (no "!") where a file answers the path.
    expect(netlify.every((line) => !line.includes('!'))).toBe(true);
    // Cloudflare Pages would apply a wildcard where a file exists too: a comment, no rule.
    expect(parseRedirects(renderRedirectsSectionFallbacks(['/blog', '/fr/blog'], 'cloudflare'))).toEqual([]);
  });

  it("on Cloudflare Pages, a section's own 404.html moves on to its list at once, without scripts", () => {
    const english = renderSectionNotFoundPage({section: '/blog', htmlLang: 'en-CA', baseUrl: '/'}, company.name);
    expect(english).toContain('<meta http-equiv="refresh" content="0; url=/blog">');
    expect(english).toContain('<a href="/blog">Go to the blog</a>');
    expect(english).toContain('<meta name="robots" content="noindex">');
    expect(english).not.toMatch(/<script/);
    const french = renderSectionNotFoundPage(
      {section: '/case-studies', htmlLang: 'fr-CA', baseUrl: '/fr/'},
      company.name,
    );
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('<meta http-equiv="refresh" content="0; url=/fr/case-studies">');
    expect(french).toContain('<a href="/fr/case-studies">Aller aux études de cas</a>');
    expect(french).toContain('adresse\u00a0:');
  });

  it('_redirects (Netlify form) sends unknown slugs to the list', () => {
    expect(evaluateRedirects(rules, '/blog/no-such-post')).toEqual({status: 302, location: '/blog'});
    expect(evaluateRedirects(rules, '/blog/tags/no-such-tag')).toEqual({status: 302, location: '/blog'});
    expect(evaluateRedirects(rules, '/case-studies/no-such-study')).toEqual({status: 302, location: '/case-studies'});
    for (const elsewhere of ['/', '/blog', '/case-studies', '/about', '/blogs/x']) {
      expect(evaluateRedirects(rules, elsewhere)).toBeUndefined();
    }
    // Unknown French pages get the French not-found page, with status 404.
    expect(evaluateRedirects(rules, '/fr/no-such-page')).toEqual({status: 404, location: '/fr/404.html'});
    expect(evaluateRedirects(rules, '/services/cybersecurity')).toEqual({
      status: 301,
      location: '/services/cybersecurity-services',
    });
  });

  it('no _redirects rule sends a hostile path off the site', () => {
    expect(HOSTILE_PATHS.length).toBeGreaterThan(50);
    for (const hostile of HOSTILE_PATHS) {
      const answer = evaluateRedirects(rules, hostile);
      if (answer) {
        expect(staysOnSite(answer.location, `https://www.northbeam.example${hostile.replace(/^\/+/, '/')}`)).toBe(true);
      }
    }
    // The check itself catches the forms browsers read as another host.
    for (const offSite of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', '\\\\evil.example']) {
      expect(staysOnSite(offSite, 'https://www.northbeam.example/about')).toBe(false);
    }
    expect(staysOnSite('/%2F%2Fevil.example/', 'https://www.northbeam.example/about')).toBe(true);
  });
});

describe('security.txt', () => {
  const now = new Date('2026-03-10T15:30:00Z');
  const text = renderSecurityTxt({
    email: company.securityEmail,
    siteUrl: 'https://www.northbeam.example',
    languages: ['en', 'fr', 'uk'],
    now,
  });
  const fields = new Map(
    text
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );

  it('has the fields RFC 9116 requires, from the company constants', () => {
    expect(fields.get('Contact')).toBe(`mailto:${company.securityEmail}`);
    expect(fields.get('Canonical')).toBe(`https://www.northbeam.example${SECURITY_TXT_PATH}`);
    expect(fields.get('Preferred-Languages')).toBe('en, fr, uk');
    expect(SECURITY_TXT_PATH).toBe('/.well-known/security.txt');
  });

  it('expires a little under a year after the build', () => {
    const expires = fields.get('Expires')!;
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(330);
    expect(days).toBeLessThan(365);
  });
});

describe('error pages for nginx', () => {
  it('are short pages of the site: a title, no scripts, no server name', () => {
    for (const status of ERROR_STATUSES) {
      const html = renderErrorPage(status, company.name);
      expect(html).toContain(`<title>${status} ${ERROR_PAGES['en-CA']!.pages[status][0]} | ${company.name}</title>`);
      expect(html).toContain('<html lang="en-CA">');
      expect(html).toContain('<a href="/">');
      expect(html).not.toMatch(/<script|nginx/i);
    }
  });

  it('exist in French for the French site, with a link to its home', () => {
    for (const status of ERROR_STATUSES) {
      const html = renderErrorPage(status, company.name, {htmlLang: 'fr-CA', baseUrl: '/fr/'});
      expect(html).toContain(`<title>${status} ${ERROR_PAGES['fr-CA']!.pages[status][0]} | ${company.name}</title>`);
      expect(html).toContain('<html lang="fr-CA">');
      expect(html).toContain(`<a href="/fr/">Aller à la page d’accueil de ${company.name}</a>`);
      expect(html).not.toMatch(/<script|nginx/i);
    }
    expect(() => renderErrorPage(400, company.name, {htmlLang: 'de-DE'})).toThrow(
      /No nginx error page texts for de-DE/,
    );
  });
});
