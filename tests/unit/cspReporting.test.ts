/**
 * CSP reports (CSP_REPORT_URL): the setting's validation, and the directives and header it adds
 * to what every host sends (nginx include, _headers checked with Netlify's own parser).
 */
import {parseCspReportUrl} from '@site/scripts/postbuild/cspReporting';
import {
  contentSecurityPolicy,
  renderHeadersSecurityBlock,
  renderNginxSecurityHeaders,
  securityHeaders,
} from '@site/scripts/postbuild/hosting';
import {netlifyProblems} from '@site/scripts/postbuild/platformRules';

const base = {scriptHashes: ["'sha256-abc='"], formOrigin: 'https://forms.northbeam.ca'};
const collector = 'https://reports.northbeam.ca/csp';

describe('CSP_REPORT_URL', () => {
  it('is off when unset or blank', () => {
    expect(parseCspReportUrl(undefined)).toBeUndefined();
    expect(parseCspReportUrl('  ')).toBeUndefined();
  });

  it('accepts an https address and normalises it', () => {
    expect(parseCspReportUrl(' https://Reports.Northbeam.ca/csp?site=www ')).toBe(
      'https://reports.northbeam.ca/csp?site=www',
    );
  });

  it.each([
    ['http://reports.northbeam.ca/csp', 'uses http:'],
    ['reports.northbeam.ca/csp', 'is not an absolute address'],
    ['javascript:alert(1)', 'uses javascript:'],
    ['https://user:secret@reports.northbeam.ca/csp', 'user name or password'],
    ['https://reports.northbeam.ca/csp#x', 'has a fragment'],
    ['https://reports.northbeam.ca/csp;script-src', 'a character a header cannot carry'],
    ['https://reports.northbeam.ca/a,b', 'a character a header cannot carry'],
  ])('refuses %s, naming the setting', (value, reason) => {
    expect(() => parseCspReportUrl(value)).toThrow(/^CSP_REPORT_URL must be .*/);
    expect(() => parseCspReportUrl(value)).toThrow(reason);
  });
});

describe('the headers with and without a collector', () => {
  it('adds report-uri and report-to after the enforced directives, and nothing when off', () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toMatch(/report-/);
    const on = contentSecurityPolicy({...base, reportUrl: collector});
    expect(on.startsWith(`${off}; `)).toBe(true);
    expect(on.endsWith(`report-uri ${collector}; report-to csp`)).toBe(true);
  });

  it('names the endpoint in Reporting-Endpoints only when on', () => {
    expect(securityHeaders(base).map(([name]) => name)).not.toContain('Reporting-Endpoints');
    expect(securityHeaders({...base, reportUrl: collector})).toContainEqual([
      'Reporting-Endpoints',
      `csp="${collector}"`,
    ]);
  });

  it('reaches nginx and _headers in a form both accept', async () => {
    const headers = securityHeaders({...base, reportUrl: collector});
    expect(renderNginxSecurityHeaders(headers)).toContain(
      `add_header Reporting-Endpoints 'csp="${collector}"' always;`,
    );
    const block = renderHeadersSecurityBlock(headers);
    expect(block).toContain(`Reporting-Endpoints: csp="${collector}"`);
    expect(await netlifyProblems({headers: `${block}\n`, redirects: ''})).toEqual([]);
  });
});
