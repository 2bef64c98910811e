/**
 * Swizzled (replacement): the not-found page. Unknown addresses under /blog/ and /case-studies/ go
 * to their list; an address in another case moves to its lower-case form before the first paint.
 */
import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {Redirect, useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ArrowLeft, ArrowRight, Home} from 'lucide-react';
import Heading from '@theme/Heading';
import Seo from '@site/src/components/head/Seo';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import {buttonClass} from '@site/src/components/ui/Button';
import {popularPages} from '@site/src/internals/siteData/navigation';
import {LOWER_CASE_ADDRESS_SCRIPT, localizedSections, sectionRedirectFor} from '@site/src/lib/sectionRedirects';
import styles from './styles.module.css';

/** history.length also counts a new tab's initial blank page; the Navigation API knows better. */
function canGoBackInHistory(): boolean {
  const navigation = (window as {navigation?: {canGoBack?: boolean}}).navigation;
  return typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : window.history.length > 1;
}

export default function NotFoundContent(): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const notFoundUrl = useBaseUrl('/404.html', {absolute: true});
  const target = sectionRedirectFor(pathname, localizedSections(useDocusaurusContext().siteConfig.baseUrl));

  useEffect(() => {
    if (!target) {
      console.warn(`404 Error: the page "${pathname}" does not exist.`);
    }
  }, [pathname, target]);

  if (isBrowser && target) {
    return <Redirect to={target} />;
  }
  return (
    <main>
      <Head>
        <script>{LOWER_CASE_ADDRESS_SCRIPT}</script>
        {/* The theme's canonical link is the address as typed, which hydration would change from
            the prerendered 404.html's; a missing page keeps one canonical address. */}
        <link rel="canonical" href={notFoundUrl} />
      </Head>
      <Seo
        title={translate({
          id: 'notFound.metaTitle',
          message: 'Page Not Found - 404',
          description: 'Browser title of the not-found page',
        })}
        description={translate({
          id: 'notFound.metaDescription',
          message: 'The page you are looking for could not be found.',
          description: 'Meta description of the not-found page',
        })}
        noIndex
      />
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.label}>
            <Translate id="notFound.label" description="Small label above the not-found heading">
              404 Error
            </Translate>
          </p>
          <Heading as="h1" className={styles.title}>
            <Translate id="notFound.title" description="Main heading of the not-found page">
              Page Not Found
            </Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="notFound.lead" description="Text under the not-found heading">
              The address may be mistyped, or the page may have moved. Try one of the pages below, or let us know what
              you were looking for.
            </Translate>
          </p>
          <div className={styles.actions}>
            {isBrowser && canGoBackInHistory() && (
              <button
                type="button"
                className={buttonClass({variant: 'secondary', context: 'hero'})}
                onClick={() => history.goBack()}>
                <ArrowLeft size={18} aria-hidden="true" />{' '}
                <Translate id="notFound.goBack" description="Not-found page button back to the previous page">
                  Go Back
                </Translate>
              </button>
            )}
            <Link to="/" className={buttonClass({variant: 'primary', context: 'hero'})}>
              <Home size={18} aria-hidden="true" />{' '}
              <Translate id="notFound.home" description="Not-found page button to the home page">
                Return Home
              </Translate>
            </Link>
          </div>
        </div>
      </section>
      <section className="container margin-vert--xl" aria-labelledby="popular-pages">
        <SectionHeading as="h2" id="popular-pages">
          <Translate id="notFound.popular.title" description="Heading of the popular pages on the not-found page">
            Popular Pages
          </Translate>
        </SectionHeading>
        <ul className={clsx('site-grid site-grid--3', styles.grid)}>
          {popularPages.map((page) => (
            <li key={page.path} className={clsx('site-card site-card--flat', styles.card)}>
              <Heading as="h3" className={styles.cardTitle}>
                {page.title}
              </Heading>
              <p>{page.description}</p>
              <Link
                to={page.path}
                className={styles.cardLink}
                aria-label={translate(
                  {
                    id: 'notFound.popular.visitLabel',
                    message: 'Visit Page: {title}',
                    description: 'Accessible name of a popular page link; {title} is the page name',
                  },
                  {title: page.title},
                )}>
                <Translate id="notFound.popular.visit" description="Link on a popular page card of the not-found page">
                  Visit Page
                </Translate>{' '}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.help}>
          <Heading as="h2" className={styles.helpTitle}>
            <Translate id="notFound.help.title" description="Heading of the help box of the not-found page">
              Still can't find what you're looking for?
            </Translate>
          </Heading>
          <p>
            <Translate id="notFound.help.text" description="Text of the help box of the not-found page">
              Our team is happy to point you in the right direction.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link to="/contact" className={buttonClass({variant: 'primary'})}>
              <Translate id="notFound.help.contact" description="Not-found page button to the contact page">
                Contact Support
              </Translate>
            </Link>
            <Link to="/contact#schedule" className={buttonClass({variant: 'secondary'})}>
              <Translate id="notFound.help.schedule" description="Not-found page button to book a consultation">
                Schedule a Consultation
              </Translate>
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
