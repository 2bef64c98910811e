import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import ExternalLink from '@site/src/components/ui/ExternalLink';
import Icon from '@site/src/components/ui/Icon';
import PlainLink from '@site/src/components/ui/PlainLink';
import {formatAddress} from '@site/src/data/company';
import type {IconName} from '@site/src/data/icons';
import {company, privacy} from '@site/src/internals/siteData/company';
import {buildMailtoHref, buildMapsHref, buildTelHref} from '@site/src/lib/contactLinks';
import {contactHashAction, scrollTargetTop} from '@site/src/lib/contactHash';
import BookingLink from '../BookingLink';
import ContactForm from '../ContactForm';
import styles from './styles.module.css';

const NARROW_QUERY = '(max-width: 1023.98px)';
/** The scroll waits 100 ms for the layout (tabs, fonts) to settle. */
const SCROLL_DELAY_MS = 100;

const TABS = ['message', 'info'] as const;
type TabId = (typeof TABS)[number];

function tabLabel(id: TabId): string {
  return id === 'message'
    ? translate({id: 'contact.tabs.message', message: 'Send Message'})
    : translate({id: 'contact.tabs.info', message: 'Contact Info'});
}

function useIsNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

function InfoItem({icon, label, children}: {icon: IconName; label: string; children: ReactNode}): ReactNode {
  return (
    <li className={styles.item}>
      <Icon name={icon} className={styles.icon} />
      <div>
        <Heading as="h3" className={styles.label}>
          {label}
        </Heading>
        {children}
      </div>
    </li>
  );
}

/**
 * The two contact blocks: side by side from 1024 px, two keyboard-operable tabs
 * below. Without JavaScript both blocks are shown one after the other. Also applies the hash
 * rules: #schedule and #contact-form scroll smoothly to the form 85 px below the top; any other
 * hash scrolls to the top and is removed from the address.
 */
export default function ContactSections(): ReactNode {
  const narrow = useIsNarrow();
  const [selected, setSelected] = useState<TabId>('message');
  const sectionRef = useRef<HTMLElement>(null);
  const {hash, pathname, search} = useLocation();
  const {currentLocale} = useDocusaurusContext().i18n;
  const address = formatAddress(company.contact.address, currentLocale);
  const {street, city, state, zipCode, country} = company.contact.address;

  useEffect(() => {
    const action = contactHashAction(hash);
    if (action.kind === 'none') {
      return undefined;
    }
    if (action.kind === 'scroll-to-top-and-clear') {
      window.scrollTo({top: 0});
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      return undefined;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a #hash link in the address opens the message tab
    setSelected('message');
    const timer = window.setTimeout(() => {
      const section = sectionRef.current;
      if (section) {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const top = scrollTargetTop(section.getBoundingClientRect().top, window.scrollY);
        window.scrollTo({top, behavior: reduceMotion ? 'auto' : 'smooth'});
      }
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, pathname, search]);

  // Either arrow moves to the other tab; Home and End to the first and the last.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const other = selected === 'message' ? 'info' : 'message';
    const targets: Record<string, TabId> = {ArrowRight: other, ArrowLeft: other, Home: 'message', End: 'info'};
    const next = targets[event.key];
    if (next) {
      event.preventDefault();
      setSelected(next);
      document.getElementById(`contact-tab-${next}`)?.focus();
    }
  };

  // The tablist, tab and tab-panel roles exist together, only below 1024 px once the layout is
  // known: the prerendered page and the wide layout show both blocks without panels, and a tab
  // without its panel is invalid HTML and misleads screen readers. Until then the buttons are
  // plain (and CSS hides them from 1024 px).
  const tabProps = (id: TabId) =>
    narrow
      ? {
          role: 'tab',
          'aria-selected': selected === id,
          'aria-controls': `contact-panel-${id}`,
          tabIndex: selected === id ? 0 : -1,
        }
      : {};

  // The ids are always there (the tab buttons refer to them).
  const panelProps = (id: TabId) =>
    narrow
      ? {
          role: 'tabpanel',
          id: `contact-panel-${id}`,
          'aria-labelledby': `contact-tab-${id}`,
          hidden: selected !== id,
          tabIndex: 0,
        }
      : {id: `contact-panel-${id}`};

  return (
    <section
      id="contact-form"
      ref={sectionRef}
      className={clsx('container site-section', styles.section)}
      aria-label={translate({id: 'contact.section.label', message: 'Contact us'})}>
      {/* The #schedule target: the section's top edge, as #contact-form, so the browser's own jump
          to either hash lands where the hash rule scrolls and nothing moves a second time. */}
      <span id="schedule" className={styles.anchor} />
      {/* In the prerendered HTML, so it takes its space before hydration and nothing shifts. */}
      <div
        {...(narrow
          ? {
              role: 'tablist',
              'aria-label': translate({id: 'contact.tabs.label', message: 'Contact options'}),
            }
          : {})}
        className={styles.tablist}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            id={`contact-tab-${tab}`}
            {...tabProps(tab)}
            className={clsx(styles.tab, selected === tab && styles.tabSelected)}
            onClick={() => setSelected(tab)}
            onKeyDown={onTabKeyDown}>
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div className={styles.columns}>
        <div className={clsx('site-card', styles.card, styles.formCard)} {...panelProps('message')}>
          <Heading as="h2" className={styles.heading}>
            <Translate id="contact.form.heading">Send Us a Message</Translate>
          </Heading>
          <p className={styles.intro}>
            <Translate
              id="contact.form.intro"
              description='Intro above the contact form; {responseTime} is e.g. "within one business day"'
              values={{responseTime: company.contact.responseTime}}>
              {'Tell us about your organisation and what you need. We reply {responseTime}.'}
            </Translate>
          </p>
          <BookingLink />
          {/* The notice at the point of collection (PIPEDA, Quebec's Law 25 s. 8): what the form and its
              alternatives collect, why, by whom, where it is stored, what the form service receives as it
              loads, and the rights to withdraw consent, of access and correction. Above the form, so it
              shows while the form loads, beside the fallback links and without JavaScript. */}
          <p className={styles.notice} id="contact-privacy-notice">
            <strong>
              <Translate id="contact.notice.title">Your information:</Translate>
            </strong>{' '}
            <Translate
              id="contact.notice.collection"
              description="What the contact form collects, why, who keeps it and what the form service receives when the form loads; {company} is the company's legal name, {processor} the form service, {storage} where it stores entries (in the United States, outside Québec and Canada)"
              values={{
                company: company.legalName,
                processor: privacy.formProcessor.name,
                storage: privacy.formProcessor.storage,
              }}>
              {
                "{company} collects the name, contact details and message you send us, only to answer your enquiry and follow up on it. The form service {processor} receives and stores them for us {storage}; it also receives the parameters in this page's address (such as a campaign tag) as soon as the form loads."
              }
            </Translate>{' '}
            <Translate
              id="contact.notice.rights"
              description="End of the contact form's privacy notice: withdrawing consent and the other rights; {email} is the privacy contact's address, {policy} links to the privacy policy"
              values={{
                policy: (
                  <Link to="/privacy-policy">
                    <Translate id="contact.notice.policyLink">privacy policy</Translate>
                  </Link>
                ),
                email: <PlainLink href={buildMailtoHref(company.privacyEmail)}>{company.privacyEmail}</PlainLink>,
              }}>
              {
                'You may withdraw your consent at any time by writing to {email}. Our {policy} explains how long we keep this information and your rights of access, correction and complaint.'
              }
            </Translate>
          </p>
          <ContactForm />
        </div>
        <div className={clsx('site-card', styles.card, styles.infoCard)} {...panelProps('info')}>
          <Heading as="h2" className={styles.heading}>
            <Translate id="contact.info.heading">Contact Information</Translate>
          </Heading>
          <ul className={styles.list}>
            <InfoItem icon="map-pin" label={translate({id: 'contact.info.addressHeading', message: 'Address'})}>
              <address className={styles.address}>
                {street}
                <br />
                {city}, {state} {zipCode}
                <br />
                {country}
              </address>
              <ExternalLink href={buildMapsHref(address)} className={styles.link} data-search-exclude="">
                <Translate id="contact.info.viewOnMap">View on map</Translate>
              </ExternalLink>
            </InfoItem>
            <InfoItem icon="phone" label={translate({id: 'contact.info.phoneHeading', message: 'Phone'})}>
              <PlainLink href={buildTelHref(company.contact.phoneE164)} className={styles.link}>
                {company.contact.phone}
              </PlainLink>
            </InfoItem>
            <InfoItem icon="mail" label={translate({id: 'contact.info.emailHeading', message: 'E-mail'})}>
              <PlainLink href={buildMailtoHref(company.contact.email)} className={styles.link}>
                {company.contact.email}
              </PlainLink>
            </InfoItem>
            <InfoItem icon="clock" label={translate({id: 'contact.info.hoursHeading', message: 'Business Hours'})}>
              <p className={styles.text}>{company.contact.businessHours.weekdays}</p>
              <p className={styles.text}>{company.contact.businessHours.weekends}</p>
              <p className={styles.text}>
                <Translate
                  id="contact.info.emergency"
                  description="Emergency support line under the business hours; {availability} is e.g. '24/7 for critical issues'"
                  values={{availability: company.emergency.availability}}>
                  {'Emergency support: {availability}'}
                </Translate>
              </p>
            </InfoItem>
            <InfoItem icon="calendar" label={translate({id: 'contact.info.visitsHeading', message: 'Office Visits'})}>
              <p className={styles.text}>{company.contact.appointmentNote}</p>
            </InfoItem>
          </ul>
        </div>
      </div>
    </section>
  );
}
