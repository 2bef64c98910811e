/**
 * The not-found pages of every language ship the section-redirect script exactly as the page
 * renders it (src/lib/sectionRedirects.ts): the head manager writes the rendered copy again after
 * hydration, and only the shipped bytes' hash is in the CSP, so any difference is a CSP
 * violation on every unknown URL. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {localizedSections, sectionRedirectScript} from '../../src/lib/sectionRedirects';
import {executableInlineScripts} from '../../scripts/postbuild/hosting';
import {BUILD_DIR, localePrefixes} from '../support/routes';

test.each(localePrefixes().map((prefix) => [prefix || '/']))(
  'the not-found page of %s ships the section-redirect script as rendered',
  (prefix) => {
    const base = prefix === '/' ? '/' : `${prefix}/`;
    const html = readFileSync(path.join(BUILD_DIR, base, '404.html'), 'utf8');
    const redirectScripts = executableInlineScripts(html).filter((script) => script.includes('location.replace'));
    expect(redirectScripts).toEqual([sectionRedirectScript(localizedSections(base))]);
  },
);
