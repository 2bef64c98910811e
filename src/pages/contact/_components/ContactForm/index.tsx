import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {company} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import Link from '@docusaurus/Link';
import PlainLink from '@site/src/components/ui/PlainLink';
import {announceSiteEvent} from '@site/src/lib/siteEvents';
import {FORM_LOAD_TIMEOUT_MS, formFrameHeight, formFrameSrc} from '@site/src/lib/formFrame';
import styles from './styles.module.css';

type FormState = 'loading' | 'ready' | 'fallback';

const FORM_MESSAGE_TYPES = new Set(['form_init', 'page_change', 'form_submit', 'form_resized']);

function FallbackLinks({formUrl}: {formUrl: string}): ReactNode {
  return (
    <div className={styles.fallback}>
      <p className={styles.fallbackTitle}>
        <Translate id="contact.form.fallbackTitle">The contact form could not be loaded.</Translate>
      </p>
      <p>
        <Translate id="contact.form.fallbackIntro">You can still reach us directly:</Translate>
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
            <Translate id="contact.form.fallbackNewTab">Open the contact form in a new tab</Translate>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * 'Send Us a Message': the external form in a frame, added after hydration, with the page's query
 * parameters, a random embed id and the dynamic-resize flag; only messages whose origin and embed
 * id match count. No device feature is granted: the form asks for none. A spinner shows until the
 * form reports in; after FORM_LOAD_TIMEOUT_MS without that, a plain fallback (e-mail, phone, the
 * form in a new tab) until it does.
 */
export default function ContactForm(): ReactNode {
  const config = useSiteCustomFields().contactForm;
  const origin = new URL(config.origin).origin;
  const formUrl = `${origin}/t/${encodeURIComponent(config.formId)}`;

  // True once hydrated: the frame is added in the browser only.
  const mounted = useIsBrowser();
  // Set after hydration: the address with this page's query and a random embed id, which tells
  // this frame's messages from any other's.
  const [frame, setFrame] = useState<{src: string; embedId: string} | null>(null);
  const [state, setState] = useState<FormState>('loading');
  // The height the form last reported, within FORM_FRAME_HEIGHT_PX; null until it reports one.
  const [height, setHeight] = useState<number | null>(null);
  const [step, setStep] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const embedId = String(Math.floor(1e13 + Math.random() * 9e13));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- random and this page's query only after hydration, so the server markup matches
    setFrame({src: formFrameSrc(formUrl, window.location.search, embedId), embedId});
  }, [formUrl]);

  useEffect(() => {
    if (frame === null) {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) {
        return;
      }
      const data = event.data as {type?: unknown; embedId?: unknown; size?: unknown; stepId?: unknown};
      if (data.embedId !== frame.embedId || typeof data.type !== 'string' || !FORM_MESSAGE_TYPES.has(data.type)) {
        return;
      }
      setState('ready');
      const reported = data.type === 'form_resized' ? formFrameHeight(data.size) : null;
      if (reported !== null) {
        setHeight(reported);
      }
      if (data.type === 'page_change' && typeof data.stepId === 'string') {
        setStep(data.stepId);
      }
      if (data.type === 'form_submit') {
        setSubmitted(true);
        announceSiteEvent({type: 'contact-form-submitted'});
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin]);

  useEffect(() => {
    if (!mounted || state !== 'loading') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('fallback'), FORM_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [mounted, state]);

  return (
    <div
      className={clsx(styles.embed, height !== null && styles.resized)}
      data-form-state={mounted ? state : 'server'}
      data-form-step={step ?? undefined}>
      {frame !== null && (
        <iframe
          src={frame.src}
          title={translate({id: 'contact.form.frameTitle', message: 'Contact form'})}
          className={clsx(styles.frame, state !== 'ready' && styles.frameHidden)}
          style={height !== null ? {height} : undefined}
        />
      )}
      {mounted && state === 'loading' && (
        <div className={styles.spinnerBox} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">
            <Translate id="contact.form.loading">Loading the contact form…</Translate>
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
