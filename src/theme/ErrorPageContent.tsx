/**
 * Swizzled (ejected, leaf): the generic error screen, 'Unexpected Application
 * Error!' with the error's status text or message. A failed lazy-chunk load first gets one full
 * page load of the same address (see src/lib/chunkErrors.ts).
 */
import {useEffect, useState, type ReactNode} from 'react';
import {browserRecoveryEnvironment, recoverFromChunkError} from '@site/src/lib/chunkErrors';
import Heading from '@theme/Heading';

function errorText(error: Error & {statusText?: string}): string {
  return error.statusText || error.message || 'Unknown error';
}

interface Props {
  error: Error;
  tryAgain: () => void;
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the recovery reloads the page (a side effect) once per error
    setReloading(recoverFromChunkError(error, browserRecoveryEnvironment()));
  }, [error]);

  if (reloading) {
    return (
      <main className="container margin-vert--xl" role="status">
        <p>Loading the latest version of this page…</p>
      </main>
    );
  }
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">Unexpected Application Error!</Heading>
      <p>
        <strong>{errorText(error)}</strong>
      </p>
      <p>Something went wrong while showing this page. You can try again, or return to the home page.</p>
      <div style={{display: 'flex', gap: '0.75rem', flexWrap: 'wrap'}}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
        {/* A full page load on purpose: the app has just crashed, so client routing is not trusted. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className="button button--secondary" href="/">
          Return Home
        </a>
      </div>
    </main>
  );
}
