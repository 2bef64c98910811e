import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ArrowLeft, ArrowRight, Home} from 'lucide-react';
import Seo from '@site/src/components/Seo';
import {popularPages} from '@site/src/data/navigation';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';
import styles from './styles.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found - 404';

/**
 * The Navigation API knows whether this tab has an earlier entry (a tab opened straight onto
 * this address has none, though history.length counts its initial blank page); older browsers
 * fall back to history.length.
 */
function canGoBackInHistory(): boolean {
  const navigation = (window as {navigation?: {canGoBack?: boolean}}).navigation;
  return typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : window.history.length > 1;
}

/** The not-found page. */
export default function NotFoundContent(): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  // History length is only known in the browser; the button appears after hydration.
  const canGoBack = useIsBrowser() && canGoBackInHistory();

  useEffect(() => {
    console.warn(`404 Error: the page "${pathname}" does not exist.`);
  }, [pathname]);

  return (
    <main className={styles.page}>
      <Seo title={NOT_FOUND_TITLE} description="The page you are looking for could not be found." noIndex />
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.label}>404 Error</p>
          <Heading as="h1" className={styles.title}>
            Page Not Found
          </Heading>
          <p className={styles.lead}>
            The address may be mistyped, or the page may have moved. Try one of the pages below, or let us know what you
            were looking for.
          </p>
          <div className={styles.actions}>
            {canGoBack && (
              <button type="button" className="button button--secondary button--lg" onClick={() => history.goBack()}>
                <ArrowLeft size={18} aria-hidden="true" /> Go Back
              </button>
            )}
            <Link to="/" className="button button--primary button--lg">
              <Home size={18} aria-hidden="true" /> Return Home
            </Link>
          </div>
        </div>
      </section>
      <section className="container margin-vert--xl" aria-labelledby="popular-pages">
        <SectionHeading as="h2" id="popular-pages">
          Popular Pages
        </SectionHeading>
        <ul className={clsx('site-grid site-grid--3', styles.grid)}>
          {popularPages.map((page) => (
            <li key={page.path} className={clsx('site-card site-card--flat', styles.card)}>
              <Heading as="h3" className={styles.cardTitle}>
                {page.title}
              </Heading>
              <p>{page.description}</p>
              <Link to={page.path} className={styles.cardLink} aria-label={`Visit Page: ${page.title}`}>
                Visit Page <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.help}>
          <Heading as="h2" className={styles.helpTitle}>
            Still can't find what you're looking for?
          </Heading>
          <p>Our team is happy to point you in the right direction.</p>
          <div className={styles.actions}>
            <Link to="/contact" className="button button--primary">
              Contact Support
            </Link>
            <Link to="/contact#schedule" className="button button--secondary">
              Schedule a Consultation
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
