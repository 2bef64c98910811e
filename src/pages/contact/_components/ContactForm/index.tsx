import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {company} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import Link from '@docusaurus/Link';
import PlainLink from '@site/src/components/ui/PlainLink';
import {announceSiteEvent} from '@site/src/lib/siteEvents';
import {FORM_LOAD_TIMEOUT_MS, formFrameHeight} from '@site/src/lib/formFrame';
import styles from './styles.module.css';

/** The embed library is loaded on the client only, after hydration. */
const FilloutStandardEmbed = lazy(() =>
  import('@fillout/react').then((module) => ({default: module.FilloutStandardEmbed})),
);

type FormState = 'loading' | 'ready' | 'fallback';

const FORM_MESSAGE_TYPES = new Set(['form_init', 'page_change', 'form_submit', 'form_resized']);

function FallbackLinks({formUrl}: {formUrl: string}): ReactNode {
  return (
    <div className={styles.fallback}>
      <p className={styles.fallbackTitle}>
        <Translate id="contact.form.fallbackTitle" description="Shown when the embedded contact form fails to load">
          The contact form could not be loaded.
        </Translate>
      </p>
      <p>
        <Translate
          id="contact.form.fallbackIntro"
          description="Lead-in to the direct contact links when the form fails">
          You can still reach us directly:
        </Translate>
      </p>
      <ul className={styles.fallbackLinks}>
        <li>
          <Translate
            id="contact.form.fallbackEmail"
            description="E-mail line of the form fallback; {email} is the linked address"
            values={{
              email: <PlainLink href={buildMailtoHref(company.contact.email)}>{company.contact.email}</PlainLink>,
            }}>
            {'E-mail: {email}'}
          </Translate>
        </li>
        <li>
          <Translate
            id="contact.form.fallbackPhone"
            description="Phone line of the form fallback; {phone} is the linked number"
            values={{
              phone: <PlainLink href={buildTelHref(company.contact.phoneE164)}>{company.contact.phone}</PlainLink>,
            }}>
            {'Phone: {phone}'}
          </Translate>
        </li>
        <li>
          <Link href={formUrl} target="_blank" rel="noopener noreferrer">
            <Translate
              id="contact.form.fallbackNewTab"
              description="Link that opens the external contact form in a new tab">
              Open the contact form in a new tab
            </Translate>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * 'Send Us a Message': the external form in a frame via @fillout/react, which
 * loads /t/{formId} on the form service with the page's query parameters, a random embed id and
 * the dynamic-resize flag, and acts only on messages whose origin and embed id match. The frame
 * is 600 px high until the form reports its size, then that size within FORM_FRAME_HEIGHT_PX
 * (the library would take any). A spinner shows until the
 * form reports in; after FORM_LOAD_TIMEOUT_MS without that, a plain fallback with e-mail, phone
 * and a link to the form in a new tab, until the form reports in after all.
 */
export default function ContactForm(): ReactNode {
  const config = useSiteCustomFields().contactForm;
  const origin = new URL(config.origin).origin;
  const formUrl = `${origin}/t/${encodeURIComponent(config.formId)}`;

  const containerRef = useRef<HTMLDivElement>(null);
  // True once hydrated: the embed mounts in the browser only.
  const mounted = useIsBrowser();
  const [state, setState] = useState<FormState>('loading');
  // The height the form last reported, within FORM_FRAME_HEIGHT_PX; null until it reports one.
  const [height, setHeight] = useState<number | null>(null);
  const [step, setStep] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  // Mirror the library's origin and embed-id check to learn when the form is ready and resized.
  useEffect(() => {
    if (!mounted) {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      const frame = containerRef.current?.querySelector('iframe');
      if (!frame || event.origin !== origin || typeof event.data !== 'object' || event.data === null) {
        return;
      }
      const embedId = new URL(frame.src).searchParams.get('fillout-embed-id');
      const {type, embedId: messageEmbedId} = event.data as {type?: unknown; embedId?: unknown};
      if (messageEmbedId !== embedId || typeof type !== 'string' || !FORM_MESSAGE_TYPES.has(type)) {
        return;
      }
      setState('ready');
      const reported = type === 'form_resized' ? formFrameHeight((event.data as {size?: unknown}).size) : null;
      if (reported !== null) {
        setHeight(reported);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mounted, origin]);

  useEffect(() => {
    if (!mounted || state !== 'loading') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('fallback'), FORM_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [mounted, state]);

  const onPageChange = useCallback((_submissionUuid: string, stepId: string) => setStep(stepId), []);
  const onSubmit = useCallback(() => {
    setSubmitted(true);
    announceSiteEvent({type: 'contact-form-submitted'});
  }, []);

  return (
    <div
      ref={containerRef}
      className={clsx(styles.embed, height !== null && styles.resized)}
      data-form-state={mounted ? state : 'server'}
      data-form-step={step ?? undefined}>
      {mounted && (
        <Suspense fallback={null}>
          <div
            className={clsx(styles.frame, state !== 'ready' && styles.frameHidden)}
            style={height !== null ? {height} : undefined}>
            <FilloutStandardEmbed
              filloutId={config.formId}
              domain={origin}
              inheritParameters
              dynamicResize
              onPageChange={onPageChange}
              onSubmit={onSubmit}
            />
          </div>
        </Suspense>
      )}
      {mounted && state === 'loading' && (
        <div className={styles.spinnerBox} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">
            <Translate id="contact.form.loading" description="Screen-reader status while the contact form loads">
              Loading the contact form…
            </Translate>
          </span>
        </div>
      )}
      {mounted && state === 'fallback' && <FallbackLinks formUrl={formUrl} />}
      {!mounted && (
        <noscript>
          <FallbackLinks formUrl={formUrl} />
        </noscript>
      )}
      <p className={styles.status} role="status">
        {submitted
          ? translate(
              {
                id: 'contact.form.sent',
                message: 'Thank you! Your message has been sent. We will reply {responseTime}.',
                description:
                  'Status announced after the contact form is submitted; {responseTime} is e.g. "within one business day"',
              },
              {responseTime: company.contact.responseTime},
            )
          : ''}
      </p>
    </div>
  );
}
