/** Swizzled (replacement): the site footer; nothing of theme-classic's is kept. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useSiteCustomFields from '@site/src/hooks/useSiteCustomFields';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Mail, MapPin, Phone} from 'lucide-react';
import Logo from '@site/src/components/layout/Logo';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatAddress} from '@site/src/data/company';
import {company} from '@site/src/internals/siteData/company';
import type {NavigationItem} from '@site/src/data/navigation';
import {footerLegalLinks, footerPages, serviceNavigation, sitePages} from '@site/src/internals/siteData/navigation';
import {buildTelHref} from '@site/src/lib/contactLinks';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import PlainLink from '@site/src/components/ui/PlainLink';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

function LinkList({links, className}: {links: readonly NavigationItem[]; className: string}): ReactNode {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function FooterNav({id, title, links}: {id: string; title: string; links: readonly NavigationItem[]}): ReactNode {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <SectionHeading as="h2" id={id} className={styles.heading}>
        {title}
      </SectionHeading>
      <LinkList links={links} className={styles.list} />
    </nav>
  );
}

export default function Footer(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const {buildYear} = useSiteCustomFields();
  // The build's year, corrected after hydration (no hydration mismatch).
  const year = useIsBrowser() ? new Date().getFullYear() : buildYear;
  const {contact} = company;
  return (
    <footer className={styles.footer}>
      <div className={clsx('site-grid site-grid--2', styles.grid)}>
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.description}>{company.description}</p>
        </div>
        <FooterNav
          id="footer-pages"
          title={translate({
            id: 'footer.pages.heading',
            message: 'Pages',
            description: 'Heading of the footer column of site pages',
          })}
          links={footerPages}
        />
        <FooterNav id="footer-services" title={sitePages.services.title} links={serviceNavigation} />
        <div className={styles.column}>
          <Heading as="h2" className={styles.heading}>
            <Translate
              id="footer.contact.heading"
              description="Heading of the footer column with the company's contact details">
              Contact
            </Translate>
          </Heading>
          <address className={styles.contact}>
            <p>
              <MapPin size={18} aria-hidden="true" />
              <span>{formatAddress(contact.address, currentLocale)}</span>
            </p>
            <p>
              <Phone size={18} aria-hidden="true" />
              <PlainLink href={buildTelHref(contact.phoneE164)}>{contact.phone}</PlainLink>
            </p>
            <p>
              <Mail size={18} aria-hidden="true" />
              <PlainLink href={`mailto:${contact.email}`}>{contact.email}</PlainLink>
            </p>
          </address>
          <Link to="/contact" className={buttonClass({variant: 'primary', onDark: true})}>
            <Translate id="footer.contact.button" description="Footer button linking to the contact page">
              Get In Touch
            </Translate>
          </Link>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          <Translate
            id="footer.copyright"
            description="Copyright line of the footer; year is the current year, company the company name"
            values={{year: <span data-testid="copyright-year">{year}</span>, company: company.name}}>
            {'© {year} {company}. All rights reserved.'}
          </Translate>
        </p>
        <LinkList links={footerLegalLinks} className={styles.legal} />
      </div>
    </footer>
  );
}
