import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Seo from '@site/src/components/head/Seo';
import {absoluteUrl} from '@site/src/lib/seo';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface RedirectPageProps {
  /** Site path (may carry a hash) the visitor is sent to, in the page's own language. */
  to: string;
  /** Name of the destination, for the title and the visible link. */
  label: string;
}

/**
 * A static redirect page: a meta refresh and a canonical link, a client redirect once React runs,
 * and a visible link in case both are blocked. Marked noindex.
 */
export default function RedirectPage({to, label}: RedirectPageProps): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  // The destination with the locale's base URL (/fr/contact on the French site).
  const target = useBaseUrl(to);
  const canonical = absoluteUrl(siteConfig.url, target.split('#')[0]!);

  useEffect(() => {
    history.replace(target);
  }, [history, target]);

  return (
    <Layout>
      <Seo
        title={translate(
          {
            id: 'redirect.seo.title',
            message: 'Redirecting to {label}',
            description: 'Title of a redirect page; label names the destination page',
          },
          {label},
        )}
        description={translate(
          {
            id: 'redirect.seo.description',
            message: 'This address has moved. Continue to {label}.',
            description: 'Meta description of a redirect page; label names the destination page',
          },
          {label},
        )}
        noIndex>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={canonical} />
      </Seo>
      <main className="container site-section">
        <div className={styles.box}>
          <Heading as="h1" className={styles.title}>
            <Translate id="redirect.heading">This page has moved</Translate>
          </Heading>
          <p>
            <Translate
              id="redirect.message"
              description="Text of a redirect page; link is a link to the destination page"
              values={{link: <Link to={to}>{label}</Link>}}>
              {'You are being redirected to {link}.'}
            </Translate>
          </p>
        </div>
      </main>
    </Layout>
  );
}
