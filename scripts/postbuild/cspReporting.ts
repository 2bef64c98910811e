/**
 * CSP_REPORT_URL: an optional address where browsers report what the Content-Security-Policy
 * blocked (a report collector such as report-uri.com, Sentry or the owner's own endpoint), so
 * the owner learns of a broken script hash or an injection attempt without waiting for a
 * visitor to write. Off by default: no reporting directive, no extra header. The policy itself
 * is enforced either way; reporting never loosens it.
 */

import {parseHttpsSetting} from '../../src/lib/httpsSetting';

/** The environment variable the build reads. */
export const CSP_REPORT_URL_SETTING = 'CSP_REPORT_URL';

/** The Reporting API endpoint name that `report-to` refers to. */
const CSP_REPORT_GROUP = 'csp';

/**
 * The collector's address, normalised, or undefined when the setting is unset or blank. Throws
 * an error naming the setting for anything but an absolute https address with a host, without
 * credentials or a fragment, and without characters that a header or nginx string would have
 * to escape.
 */
export function parseCspReportUrl(value: string | undefined): string | undefined {
  return parseHttpsSetting(
    {
      name: CSP_REPORT_URL_SETTING,
      what: 'a CSP report collector',
      example: 'https://reports.northbeam.ca/csp',
      whenUnset: 'to build without CSP reports',
    },
    value,
    (url) =>
      url.hash !== ''
        ? 'has a fragment'
        : // URL encodes spaces and quotes; these would still end a CSP directive or an nginx string.
          /[;,"'\s]/.test(url.href)
          ? 'holds a character a header cannot carry (; , quotes or spaces)'
          : undefined,
  );
}

/** The CSP directives that send reports to the collector (both forms: report-to is not yet everywhere). */
export function cspReportDirectives(reportUrl: string | undefined): [string, ...string[]][] {
  return reportUrl
    ? [
        ['report-uri', reportUrl],
        ['report-to', CSP_REPORT_GROUP],
      ]
    : [];
}

/** The Reporting-Endpoints header that names the collector for `report-to`. */
export function reportingEndpointsHeader(reportUrl: string | undefined): [name: string, value: string][] {
  return reportUrl ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${reportUrl}"`]] : [];
}
