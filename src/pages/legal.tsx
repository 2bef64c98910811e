import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SitePage from '@site/src/components/SitePage';
import SectionHeader from '@site/src/components/SectionHeader';
import Icon from '@site/src/components/Icon';
import PageSection from '@site/src/components/PageSection';
import IconCard from '@site/src/components/IconCard';
import {company, formatAddress} from '@site/src/data/company';
import {legalCommitments, legalDocuments} from '@site/src/data/legal';
import {buildMailtoHref, buildTelHref} from '@site/src/lib/contactLinks';
import SectionHeading from '@site/src/components/SectionHeading';
import PlainLink from '@site/src/components/PlainLink';
import styles from './legal/styles.module.css';

/** Legal information hub. */
export default function Legal(): ReactNode {
  return (
    <SitePage
      theme="resources"
      title="Legal Information"
      eyebrow="Resources"
      description="Our terms, privacy commitments, compliance roadmap and business information in one place."
      keywords={['terms and conditions', 'privacy policy', 'PIPEDA', 'ISO 27001', 'SOC 2']}
      descriptionAsIntro>
      <PageSection eyebrow="Documents" title="Legal documents" id="legal-documents">
        <ul className="site-grid site-grid--2 site-grid--stack-tablet">
          {legalDocuments.map((doc) => (
            <IconCard
              key={doc.id}
              icon={doc.icon}
              title={doc.title}
              headingId={`legal-${doc.id}`}
              action={
                <Link to={doc.link} className="button button--primary" aria-describedby={`legal-${doc.id}`}>
                  Read the {doc.title}
                </Link>
              }>
              <p>{doc.description}</p>
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <PageSection tinted eyebrow="Compliance" title="Compliance commitments" id="legal-compliance">
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
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <section className="container site-section" aria-labelledby="legal-business">
        <div className={clsx('site-grid site-grid--2 site-grid--stack-tablet', styles.twoColumns)}>
          <div>
            <SectionHeader eyebrow="Business information" title="About our company" id="legal-business" />
            <dl className={styles.facts}>
              <dt>Legal name</dt>
              <dd>{company.legalName}</dd>
              <dt>Registered office</dt>
              <dd>{formatAddress()}</dd>
              <dt>Founded</dt>
              <dd>{company.founded}</dd>
              <dt>Telephone</dt>
              <dd>
                <PlainLink href={buildTelHref(company.contact.phone)}>{company.contact.phone}</PlainLink>
              </dd>
              <dt>E-mail</dt>
              <dd>
                <PlainLink href={buildMailtoHref(company.contact.email)}>{company.contact.email}</PlainLink>
              </dd>
            </dl>
          </div>
          <aside className={styles.contactCard} aria-labelledby="legal-contact">
            <SectionHeading as="h2" id="legal-contact" className={styles.contactTitle}>
              Legal questions?
            </SectionHeading>
            <p>
              For questions about our terms, contracts or compliance, write to our legal team. Privacy requests go to
              our Privacy Officer.
            </p>
            <p className={styles.contactLinks}>
              <PlainLink className="button button--primary" href={buildMailtoHref(company.legalEmail, 'Legal enquiry')}>
                <Icon name="mail" size={18} /> E-mail {company.legalEmail}
              </PlainLink>
              <PlainLink
                className="button button--outline button--primary"
                href={buildMailtoHref(company.privacyEmail, 'Privacy request')}>
                E-mail {company.privacyEmail}
              </PlainLink>
            </p>
          </aside>
        </div>
      </section>
    </SitePage>
  );
}
