/** Content of the legal information hub (/legal). */
import {compliance} from './company';

/**
 * The legal documents the /legal hub links to. A document without a title of its own is shown
 * with its page's title (navigation.ts `sitePages`), added after translation.
 */
export const legalDocuments = [
  {
    id: 'terms',
    title: 'Terms and Conditions',
    description: 'Service levels, fees and payment, confidentiality, liability and termination for our services.',
    link: '/terms-and-conditions',
    icon: 'file',
  },
  {
    id: 'privacy',
    description:
      'What personal information we collect, why, how long we keep it and how to exercise your rights under PIPEDA.',
    link: '/privacy-policy',
    icon: 'lock',
  },
  {
    id: 'accessibility',
    title: 'Accessibility Statement',
    description:
      'Our accessibility commitment, how we test this website, its known limitations and how to tell us about a barrier.',
    link: '/accessibility',
    icon: 'users',
  },
] as const;

/** Compliance commitments shown on /legal, with their status; the dates come from the company constants. */
export const legalCommitments = [
  {
    id: 'privacy-law',
    title: 'Privacy law',
    text: `Our practices meet ${compliance.privacyLaws.join(' and ')}.`,
    status: 'Met',
  },
  {
    id: 'iso',
    title: 'ISO 27001:2022',
    text: `Information security management certification, targeted for ${compliance.iso27001Target}.`,
    status: 'Target',
  },
  {
    id: 'soc2',
    title: 'SOC 2 Type II',
    text: `Independent audit of our security controls, scheduled for ${compliance.soc2Audit}.`,
    status: 'Scheduled',
  },
] as const;
