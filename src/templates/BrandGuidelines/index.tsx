import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import SitePage from '@site/src/components/layout/SitePage';
import PinGate from '@site/src/components/brand/PinGate';
import {decryptWithKey, decryptWithPin, exportKey, importKey, isWebCryptoAvailable} from '@site/src/lib/brandCrypto';
import {notify} from '@site/src/lib/notify';
import type {BrandGuidelines, BrandGuidelinesRouteProps} from '@site/plugins/brand-guidelines';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** localStorage: the guidelines count as unlocked when the flag equals 'authenticated'. */
const ACCESS_FLAG_KEY = 'brandGuidelinesAccess';
const ACCESS_FLAG_VALUE = 'authenticated';
/**
 * The derived AES key (raw, base64), kept beside the flag: the browser stays unlocked across tabs
 * and restarts until Logout, while the page itself stays encrypted.
 */
const ACCESS_KEY_KEY = 'brandGuidelinesKey';

const loadContent = () => import('@site/src/components/brand/BrandGuidelinesContent');
const BrandGuidelinesContent = lazy(loadContent);

type GateState =
  | {status: 'loading'}
  | {status: 'locked'; needsPinAgain: boolean; autoFocus: boolean}
  | {status: 'unlocked'; guidelines: BrandGuidelines}
  | {status: 'unsupported'};

/** localStorage, or nothing where the browser blocks it (then nothing is kept). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * /brand-guidelines: loading, then locked (the PIN gate) or unlocked (the
 * decrypted guidelines). The route data holds only the encrypted payload; the content is
 * decrypted in the browser with the key derived from the PIN.
 */
export default function BrandGuidelinesPage({payload}: BrandGuidelinesRouteProps): ReactNode {
  const [state, setState] = useState<GateState>({status: 'loading'});
  const unlockedHeading = useRef<HTMLHeadingElement>(null);
  const justUnlocked = useRef(false);

  // Reopen without the PIN when this browser still holds the derived key.
  useEffect(() => {
    let cancelled = false;
    async function restore(): Promise<void> {
      if (!isWebCryptoAvailable()) {
        setState({status: 'unsupported'});
        return;
      }
      const flagged = storage()?.getItem(ACCESS_FLAG_KEY) === ACCESS_FLAG_VALUE;
      const storedKey = storage()?.getItem(ACCESS_KEY_KEY);
      if (flagged && storedKey) {
        try {
          const [key] = await Promise.all([importKey(storedKey), loadContent().catch(() => undefined)]);
          const guidelines = JSON.parse(await decryptWithKey(payload, key)) as BrandGuidelines;
          if (!cancelled) {
            setState({status: 'unlocked', guidelines});
          }
          return;
        } catch {
          // A key from an older build (new salt) or a damaged value: ask for the PIN.
          storage()?.removeItem(ACCESS_KEY_KEY);
        }
      }
      if (!cancelled) {
        setState({status: 'locked', needsPinAgain: flagged, autoFocus: false});
      }
    }
    void restore();
    return () => {
      cancelled = true;
    };
  }, [payload]);

  useEffect(() => {
    if (state.status === 'unlocked' && justUnlocked.current) {
      justUnlocked.current = false;
      unlockedHeading.current?.focus();
    }
  }, [state]);

  const unlock = useCallback(
    async (pin: string): Promise<boolean> => {
      // Fetch the content chunk while the key is derived (a failure surfaces through React.lazy).
      const contentReady = loadContent().catch(() => undefined);
      let guidelines: BrandGuidelines;
      try {
        const {key, plaintext} = await decryptWithPin(payload, pin);
        guidelines = JSON.parse(plaintext) as BrandGuidelines;
        // Where storage is blocked, the guidelines stay open until the page is left.
        storage()?.setItem(ACCESS_FLAG_KEY, ACCESS_FLAG_VALUE);
        storage()?.setItem(ACCESS_KEY_KEY, await exportKey(key));
      } catch {
        void notify('error', 'Incorrect PIN', {description: 'Please check your PIN and try again.'});
        return false;
      }
      await contentReady;
      justUnlocked.current = true;
      setState({status: 'unlocked', guidelines});
      void notify('success', 'Access granted', {description: 'Welcome to the brand guidelines.'});
      return true;
    },
    [payload],
  );

  const logout = useCallback(() => {
    storage()?.removeItem(ACCESS_FLAG_KEY);
    storage()?.removeItem(ACCESS_KEY_KEY);
    setState({status: 'locked', needsPinAgain: false, autoFocus: true});
  }, []);

  return (
    <SitePage
      theme="brand"
      title="Brand Guidelines"
      heading="Brand Guidelines"
      eyebrow="Internal"
      description="Brand guidelines for the Northbeam Technologies team and partners."
      noIndex
      descriptionAsIntro>
      <div className={styles.body} data-gate-state={state.status}>
        {state.status === 'loading' && (
          <div className="container">
            <p role="status" className={clsx(styles.status, styles.checking)}>
              Checking access…
            </p>
            <noscript>
              <p className={styles.status}>The brand guidelines are encrypted and open only with JavaScript enabled.</p>
            </noscript>
          </div>
        )}
        {state.status === 'unsupported' && (
          <div className="container">
            <p className={styles.status}>
              This browser cannot decrypt the brand guidelines here. Open the page over HTTPS in an up-to-date browser.
            </p>
          </div>
        )}
        {state.status === 'locked' && (
          <section className="container" aria-label="Brand guidelines access">
            <div className={clsx('site-card', styles.card)}>
              <Heading as="h2" className={styles.cardTitle}>
                Restricted area
              </Heading>
              <PinGate
                onComplete={unlock}
                autoFocus={state.autoFocus}
                notice={
                  state.needsPinAgain ? (
                    <p>Access was granted in this browser before. Enter the PIN once more to decrypt the guidelines.</p>
                  ) : undefined
                }
              />
            </div>
          </section>
        )}
        {state.status === 'unlocked' && (
          <Suspense
            fallback={
              <div className="container">
                <p role="status" className={styles.status}>
                  Opening the guidelines…
                </p>
              </div>
            }>
            <BrandGuidelinesContent guidelines={state.guidelines} onLogout={logout} headingRef={unlockedHeading} />
          </Suspense>
        )}
      </div>
    </SitePage>
  );
}
