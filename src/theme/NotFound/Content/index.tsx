/**
 * Swizzled (ejected, leaf): the not-found page. Docusaurus renders this for every unknown route,
 * and the build emits it as 404.html, which the host sends with status 404. Unknown addresses
 * under /blog/ and /case-studies/ go to their list instead, replacing the history entry (the host
 * sends those sections' own 404.html, scripts/postbuild); an address in another case moves on to
 * its lower-case form before the page is painted.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@site/src/components/layout/NotFoundContent';
import {LOWER_CASE_ADDRESS_SCRIPT, localizedSections, sectionRedirectFor} from '@site/src/lib/sectionRedirects';

export default function NotFoundContentWrapper(): ReactNode {
  const {pathname} = useLocation();
  // After hydration only: a visitor served 404.html first hydrates the markup it was sent.
  const isBrowser = useIsBrowser();
  // The sections of the current language: /fr/blog on the French site.
  const sections = localizedSections(useDocusaurusContext().siteConfig.baseUrl);
  const target = sectionRedirectFor(pathname, sections);
  if (isBrowser && target) {
    return <Redirect to={target} />;
  }
  return (
    <>
      <Head>
        <script>{LOWER_CASE_ADDRESS_SCRIPT}</script>
      </Head>
      <NotFoundContent />
    </>
  );
}
