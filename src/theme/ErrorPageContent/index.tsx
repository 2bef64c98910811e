/** Swizzled (replacement); a failed chunk load first reloads the page once (src/lib/chunkErrors.ts). */
import {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {browserRecoveryEnvironment, recoverFromChunkError} from '@site/src/lib/chunkErrors';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const [reloading, setReloading] = useState(false);
  const homeHref = useBaseUrl('/');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the recovery reloads the page (a side effect) once per error
    setReloading(recoverFromChunkError(error, browserRecoveryEnvironment()));
  }, [error]);

  if (reloading) {
    return (
      <main className="container margin-vert--xl" role="status">
        <p>
          <Translate
            id="common.error.reloading"
            description="Shown while the page reloads after a failed code download">
            Loading the latest version of this page…
          </Translate>
        </p>
      </main>
    );
  }
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">
        <Translate id="common.error.title" description="Heading of the error page shown when the site crashes">
          Unexpected Application Error!
        </Translate>
      </Heading>
      <p>
        <strong>
          {(error as Error & {statusText?: string}).statusText ||
            error.message ||
            translate({
              id: 'common.error.unknown',
              message: 'Unknown error',
              description: 'Error page text when the error has no message',
            })}
        </strong>
      </p>
      <p>
        <Translate id="common.error.body" description="Explanation on the error page shown when the site crashes">
          Something went wrong while showing this page. You can try again, or return to the home page.
        </Translate>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass({variant: 'primary'})} onClick={tryAgain}>
          <Translate id="common.error.tryAgain" description="Error page button that renders the page again">
            Try again
          </Translate>
        </button>
        {/* A full page load on purpose: the app has just crashed, so client routing is not trusted. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className={buttonClass({variant: 'secondary'})} href={homeHref}>
          <Translate id="common.error.returnHome" description="Error page link to the home page">
            Return Home
          </Translate>
        </a>
      </div>
    </main>
  );
}
