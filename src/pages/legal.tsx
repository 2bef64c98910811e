import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {datedCommitments} from '@site/src/data/commitments';
import {formatMonthYear} from '@site/src/lib/dates';
import SitePage from '@site/src/components/layout/SitePage';
import SectionHeader from '@site/src/components/sections/SectionHeader';
import PageSection from '@site/src/components/sections/PageSection';
import IconCard from '@site/src/components/cards/IconCard';
import {legalCommitments, legalDocuments} from '@site/src/internals/siteData/legal';
import {company, compliance, privacy} from '@site/src/internals/siteData/company';
import {formatAddress} from '@site/src/data/company';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import PlainLink from '@site/src/components/ui/PlainLink';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import Icon from '@site/src/components/ui/Icon';
import styles from './legal/styles.module.css';
import {sitePages} from '@site/src/internals/siteData/navigation';
import {buttonClass} from '@site/src/components/ui/Button';

/** The date a commitment is due by, as its month ("Target date: June 2027"). */
function TargetDate({date}: {date: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <p className={styles.targetDate}>
      <Translate
        id="legal.compliance.targetDate"
        description="Line under a compliance commitment; {date} is its month and year (June 2027)"
        values={{date: <time dateTime={date}>{formatMonthYear(date, currentLocale)}</time>}}>
        {'Target date: {date}'}
      </Translate>
    </p>
  );
}

/** The text of a button that writes an e-mail to one of the addresses. */
function emailLabel(email: string): string {
  return translate(
    {
      id: 'legal.contact.emailButton',
      message: 'E-mail {email}',
      description: 'Button that writes an e-mail to an address; {email} is the address',
    },
    {email},
  );
}

/** Legal information hub. */
export default function Legal(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <SitePage
      theme="resources"
      title={sitePages.legal.title}
      eyebrow={sitePages.resources.title}
      description={translate({
        id: 'legal.seo.description',
        message: 'Our terms, privacy commitments, compliance roadmap and business information in one place.',
      })}
      keywords={translate(
        {
          id: 'legal.seo.keywords',
          message: 'terms and conditions, privacy policy, {federalPrivacyLaw}, ISO 27001, SOC 2',
          description:
            'SEO keywords of the legal hub, separated by a comma and a space; {federalPrivacyLaw} is the federal privacy law (PIPEDA)',
        },
        {federalPrivacyLaw: compliance.privacyLaws.find((law) => law.id === 'pipeda')!.name},
      ).split(', ')}
      descriptionAsIntro>
      <PageSection
        eyebrow={translate({id: 'legal.documents.eyebrow', message: 'Documents'})}
        title={translate({id: 'legal.documents.title', message: 'Legal documents'})}
        id="legal-documents">
        <ul className="site-grid site-grid--3 site-grid--stack-tablet">
          {legalDocuments.map((doc) => (
            <IconCard
              key={doc.id}
              icon={doc.icon}
              title={doc.title}
              headingId={`legal-${doc.id}`}
              action={
                <Link to={doc.link} className={buttonClass({variant: 'primary'})} aria-describedby={`legal-${doc.id}`}>
                  <Translate
                    id="legal.documents.read"
                    description="Button to a legal document (terms, privacy policy); {title} is its title"
                    values={{title: doc.title}}>
                    {'Read the {title}'}
                  </Translate>
                </Link>
              }>
              <p>{doc.description}</p>
            </IconCard>
          ))}
        </ul>
        <p className={styles.licences}>
          <Translate
            id="legal.documents.licences"
            description="Sentence below the legal documents; {link} is a link to the open-source licence notices"
            values={{
              link: (
                // A file of the build for both languages, not a route: Link would add the French
                // base URL and open it in a new tab.
                // eslint-disable-next-line @docusaurus/no-html-links
                <a href="/licenses.txt">
                  <Translate id="legal.documents.licencesLink">open-source licence notices</Translate>
                </a>
              ),
            }}>
            {'This website uses open-source software; its {link} list each package with its licence.'}
          </Translate>
        </p>
      </PageSection>

      <PageSection
        tinted
        eyebrow={translate({id: 'legal.compliance.eyebrow', message: 'Compliance'})}
        title={translate({id: 'legal.compliance.title', message: 'Compliance commitments'})}
        id="legal-compliance">
        <ul className="site-grid site-grid--3 site-grid--stack-tablet">
          {legalCommitments.map((item) => (
            <IconCard
              key={item.id}
              variant="inline"
              icon="shield"
              title={
                <>
                  {item.title} <span className={styles.status}>{item.status}</span>
                </>
              }>
              <p>{item.text}</p>
              {'commitment' in item && <TargetDate date={datedCommitments[item.commitment].due} />}
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <section className="container site-section" aria-labelledby="legal-business">
        <div className={clsx('site-grid site-grid--2 site-grid--stack-tablet', styles.twoColumns)}>
          <div>
            <SectionHeader
              eyebrow={translate({id: 'legal.business.eyebrow', message: 'Business information'})}
              title={translate({id: 'legal.business.title', message: 'About our company'})}
              id="legal-business"
            />
            <dl className={styles.facts}>
              {[
                [translate({id: 'legal.business.legalName', message: 'Legal name'}), company.legalName],
                [
                  translate({id: 'legal.business.registeredOffice', message: 'Registered office'}),
                  formatAddress(company.contact.address, currentLocale),
                ],
                [translate({id: 'legal.business.founded', message: 'Founded'}), company.founded],
                [
                  translate({id: 'legal.business.telephone', message: 'Telephone'}),
                  <PlainLink href={buildTelHref(company.contact.phoneE164)}>{company.contact.phone}</PlainLink>,
                ],
                [
                  translate({id: 'legal.business.email', message: 'E-mail'}),
                  <PlainLink href={buildMailtoHref(company.contact.email)}>{company.contact.email}</PlainLink>,
                ],
              ].map(([label, value]) => (
                <Fragment key={String(label)}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
          <aside className={styles.contactCard} aria-labelledby="legal-contact">
            <SectionHeading as="h2" id="legal-contact" className={styles.contactTitle}>
              <Translate id="legal.contact.title">Legal questions?</Translate>
            </SectionHeading>
            <p>
              <Translate
                id="legal.contact.text"
                description="Text of the legal contact card; {officer} is the title of the person in charge of personal information (Privacy Officer)"
                values={{officer: privacy.officerTitle}}>
                {
                  'For questions about our terms, contracts or compliance, write to our legal team. Privacy requests go to our {officer}.'
                }
              </Translate>
            </p>
            <p className={styles.contactLinks}>
              <PlainLink
                className={buttonClass({variant: 'primary'})}
                href={buildMailtoHref(
                  company.legalEmail,
                  translate({id: 'legal.contact.legalSubject', message: 'Legal enquiry'}),
                )}>
                <Icon name="mail" size={18} /> {emailLabel(company.legalEmail)}
              </PlainLink>
              <PlainLink
                className={buttonClass({variant: 'secondary'})}
                href={buildMailtoHref(
                  company.privacyEmail,
                  translate({id: 'legal.contact.privacySubject', message: 'Privacy request'}),
                )}>
                {emailLabel(company.privacyEmail)}
              </PlainLink>
            </p>
          </aside>
        </div>
      </section>
    </SitePage>
  );
}
