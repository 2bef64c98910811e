import {
  NGINX_CLIENT_LIMITS,
  NGINX_LIMIT_STATUS,
  renderNginxHttpContext,
  renderNginxLimits,
} from '../../scripts/postbuild/nginxLimits';
import {ERROR_STATUSES, renderErrorPage} from '../../scripts/postbuild/hosting';

describe('per-address limits of the nginx site', () => {
  it('declares one request zone at the rate and one zone of requests in progress, keyed by client address', () => {
    const http = renderNginxHttpContext(['/', '/fr/']);
    expect(http).toContain(
      `limit_req_zone $binary_remote_addr zone=northbeam_requests:10m rate=${NGINX_CLIENT_LIMITS.requestsPerSecond}r/s;`,
    );
    expect(http).toContain('limit_conn_zone $binary_remote_addr zone=northbeam_in_progress:10m;');
  });

  it('applies the burst without delay and the cap on requests in progress, both answered 429', () => {
    const limits = renderNginxLimits();
    expect(limits).toContain(`limit_req zone=northbeam_requests burst=${NGINX_CLIENT_LIMITS.burst} nodelay;`);
    expect(limits).toContain(`limit_conn northbeam_in_progress ${NGINX_CLIENT_LIMITS.inProgress};`);
    expect(limits).toContain('limit_req_status 429;');
    expect(limits).toContain('limit_conn_status 429;');
    expect(NGINX_LIMIT_STATUS).toBe(429);
  });

  it('leaves room for a cold page load and a few tabs: the burst covers several first visits, the rate several pages a second', () => {
    // A first visit asks for about 40 files.
    expect(NGINX_CLIENT_LIMITS.burst).toBeGreaterThanOrEqual(4 * 40);
    expect(NGINX_CLIENT_LIMITS.requestsPerSecond).toBeGreaterThanOrEqual(20);
    // A browser keeps a few dozen requests in flight (HTTP/2 counts each stream).
    expect(NGINX_CLIENT_LIMITS.inProgress).toBeGreaterThanOrEqual(50);
    expect(NGINX_CLIENT_LIMITS.inProgress).toBeLessThan(768 / 4);
  });

  it('has an error page in every language for the limit status', () => {
    expect(ERROR_STATUSES).toContain(NGINX_LIMIT_STATUS);
    expect(renderErrorPage(429, 'Northbeam', {htmlLang: 'fr-CA', baseUrl: '/fr/'})).toContain(
      '<h1>Trop de requêtes</h1>',
    );
  });
});

describe('the language of the error pages nginx raises before it picks a location', () => {
  const http = renderNginxHttpContext(['/', '/fr/']);
  const map = /map \$request \$northbeam_error_pages \{([\s\S]*?)\n\}/.exec(http)?.[1] ?? '';
  /** What the map gives for a request line, read the way nginx reads it (PCRE, first match). */
  function folderFor(requestLine: string): string {
    for (const [, pattern, folder] of map.matchAll(/^\s+"~(.+)" (\S+);$/gm)) {
      if (new RegExp(pattern!).test(requestLine)) {
        return folder!;
      }
    }
    return /^\s+default (\S+);$/m.exec(map)![1]!;
  }

  it('gives the French folder for a path under /fr, even a request line cut short', () => {
    expect(folderFor('GET /fr/% HTTP/1.1')).toBe('/_nginx/errors/fr/');
    expect(folderFor('GET /fr HTTP/1.1')).toBe('/_nginx/errors/fr/');
    expect(folderFor('GET /fr?x=1 HTTP/1.1')).toBe('/_nginx/errors/fr/');
    expect(folderFor(`GET /fr/${'a'.repeat(9000)}`)).toBe('/_nginx/errors/fr/');
  });

  it('gives the default folder elsewhere, also for paths that only start with the letters fr', () => {
    expect(folderFor('GET /% HTTP/1.1')).toBe('/_nginx/errors/');
    expect(folderFor('GET /free HTTP/1.1')).toBe('/_nginx/errors/');
    expect(folderFor('GET /blog/fr/x HTTP/1.1')).toBe('/_nginx/errors/');
    expect(folderFor('')).toBe('/_nginx/errors/');
  });

  it('refuses a base URL it cannot write safely', () => {
    expect(() => renderNginxHttpContext(['/', '/fr"/'])).toThrow('/fr"/');
  });
});
