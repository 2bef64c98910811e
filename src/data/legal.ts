import type {DatedCommitmentId} from './commitments';

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
      "What personal information we collect, why, how long we keep it and how to exercise your rights under {privacyLaw.pipeda} and Quebec's Law 25.",
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

/**
 * Compliance commitments shown on /legal, with their status. A dated one names its date in
 * src/data/commitments.ts (`commitment`), which the page shows as the target.
 */
export const legalCommitments = [
  {
    id: 'privacy-law',
    title: 'Privacy law',
    text: 'Our practices meet {privacyLaw.pipeda} and {privacyLaw.quebec-law-25}.',
    status: 'Met',
  },
  {
    id: 'iso',
    title: 'ISO 27001:2022',
    text: 'Certification of our information security management system by an accredited body.',
    status: 'In progress',
    commitment: 'iso27001',
  },
  {
    id: 'soc2',
    title: 'SOC 2 Type II',
    text: 'Independent audit of how our security controls operate over time.',
    status: 'Scheduled',
    commitment: 'soc2',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  text: string;
  status: string;
  commitment?: DatedCommitmentId;
}[];
