import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  executableInlineScripts,
  fillTemplate,
  inlineScriptHashes,
  nginxQuote,
  permissionsPolicy,
  renderNginxRedirects,
  renderRedirectsFile,
  renderNginxSecurityHeaders,
  securityHeaders,
} from '@site/plugins/production-assets/hosting';
import {serviceRedirects} from '@site/src/data/redirects';
import {serviceLinks} from '@site/src/data/serviceLinks';

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
  const canonical = new Set<string>(serviceLinks.map((link) => link.link));

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
