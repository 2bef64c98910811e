import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {contactHashAction, scrollTargetTop} from '@site/src/lib/contactHash';
import BookingLink from '../BookingLink';
import CollectionNotice from '../CollectionNotice';
import ContactForm from '../ContactForm';
import ContactInfo from '../ContactInfo';
import {company} from '@site/src/internals/siteData/company';
import Heading from '@theme/Heading';
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

/**
 * The two contact blocks: side by side from 1024 px, two keyboard-operable tabs
 * below. Without JavaScript both blocks are shown one after the other. Also applies the hash
 * rules: #schedule and #contact-form scroll smoothly to the form 85 px below the top; any other
 * hash scrolls to the top and is removed from the address.
 */
export default function ContactSections(): ReactNode {
  const narrow = useIsNarrow();
  const [selected, setSelected] = useState<TabId>('message');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({message: null, info: null});
  const sectionRef = useRef<HTMLElement>(null);
  const {hash, pathname, search} = useLocation();

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

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) {
      return;
    }
    event.preventDefault();
    const id = TABS[next]!;
    setSelected(id);
    tabRefs.current[id]?.focus();
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
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
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
          <CollectionNotice />
          <ContactForm />
        </div>
        <div className={clsx('site-card', styles.card, styles.infoCard)} {...panelProps('info')}>
          <Heading as="h2" className={styles.heading}>
            <Translate id="contact.info.heading">Contact Information</Translate>
          </Heading>
          <ContactInfo />
        </div>
      </div>
    </section>
  );
}
