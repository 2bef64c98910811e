/**
 * Swizzled (ejected, leaf): the not-found page. Docusaurus renders this for every
 * unknown route, and the build emits it as 404.html so static hosts answer with status 404.
 * Unknown addresses under /blog/ and /case-studies/ redirect instead, replacing the history
 * entry: on client navigation, and when the host serves 404.html through a small script in the
 * page's head that runs before the page is painted.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@site/src/components/layout/NotFoundContent';
import {localizedSections, sectionRedirectFor, sectionRedirectScript} from '@site/src/lib/sectionRedirects';

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
      {/* 404.html redirects unknown slugs before it paints, also while the scripts load. */}
      <Head>
        <script>{sectionRedirectScript(sections)}</script>
      </Head>
      <NotFoundContent />
    </>
  );
}
