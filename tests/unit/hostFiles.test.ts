import {contentSecurityPolicy, sectionFallbackPage} from '@site/scripts/postbuild/hostFiles';

describe('the Content-Security-Policy the owner deploys', () => {
  const policy = (analyticsOrigin?: string) =>
    contentSecurityPolicy({scriptHashes: ["'sha256-x'"], formOrigin: 'https://forms.fillout.com', analyticsOrigin});

  it('allows hashed inline scripts only, the form frame, and the collector only when statistics are on', () => {
    expect(policy()).toMatch(/script-src 'self' 'sha256-x';/);
    expect(policy()).toMatch(/connect-src 'self';/);
    expect(policy('https://stats.example.ca/')).toMatch(/connect-src 'self' https:\/\/stats\.example\.ca;/);
    expect(policy()).toMatch(/frame-src https:\/\/forms\.fillout\.com;/);
  });

  it('refuses an origin that is not https', () => {
    expect(() => policy('http://stats.example.ca')).toThrow(/https origin/);
  });
});

it('makes a section’s not-found page from its list: no scripts, not indexed, moving on to the list', () => {
  const list =
    '<html><head><meta name="robots" content="index, follow"><link rel="preload" href="/a.js" as="script">' +
    '<script src="/a.js"></script></head><body><h1>Blog</h1><script>x()</script></body></html>';
  const page = sectionFallbackPage(list, '/fr/blog');
  expect(page).not.toMatch(/<script|as="script"|index, follow/);
  expect(page).toContain('<meta http-equiv="refresh" content="0; url=/fr/blog"><meta name="robots" content="noindex">');
  expect(page).toContain('<h1>Blog</h1>');
});
