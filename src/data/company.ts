/**
 * The company facts, in one place: every page, footer, dialog and legal text follows them. Values
 * not yet published (phone numbers, e-mail, street address, form id) are placeholders. A telephone
 * number is stored once, in its E.164 form; each language writes it its own way.
 */
import {phoneText} from '../lib/contactLinks';

const MAIN_LINE = '+14165550100';
const EMERGENCY_LINE = '+14165550199';

export const company = {
  name: 'Northbeam Technologies',
  legalName: 'Northbeam Technologies Inc.',
  tagline: 'Innovative Technology Solutions',
  description:
    'Northbeam Technologies is a Toronto managed IT services provider helping small and medium businesses and non-profits across Canada run secure, reliable and modern technology.',
  founded: 2023,
  launched: 'October 2023',
  employeeRange: '10-50',
  /** The languages the team works in, each by its BCP 47 tag (security.txt lists the tags). */
  languages: [
    {id: 'en', name: 'English'},
    {id: 'uk', name: 'Ukrainian'},
    {id: 'fr', name: 'French'},
  ],
  certifications: [
    {id: 'microsoft-solutions-partner', name: 'Microsoft Solutions Partner'},
    {id: 'comptia-security-plus', name: 'CompTIA Security+ certified engineers'},
    {id: 'microsoft-365-enterprise-administrator', name: 'Microsoft 365 Certified: Enterprise Administrator'},
  ],
  contact: {
    email: 'hello@northbeam.example',
    phone: phoneText(MAIN_LINE, 'en-CA'),
    phoneE164: MAIN_LINE,
    address: {
      street: '120 Adelaide Street West, Suite 2500',
      city: 'Toronto',
      /** The province, under the field name `state`. */
      state: 'ON',
      zipCode: 'M5H 1T1',
      country: 'Canada',
    },
    businessHours: {
      // No-break spaces keep each time with its AM or PM and the zone.
      weekdays: 'Monday to Friday: 9:00\u00a0AM to 6:00\u00a0PM\u00a0EST',
      weekends: 'Saturday: 9:00\u00a0AM to 2:00\u00a0PM\u00a0EST (emergency only)',
    },
    appointmentNote: 'Office visits are by appointment only.',
    /** How soon a message through the contact form or by e-mail is answered, as a sentence says it. */
    responseTime: 'within one business day',
  },
  emergency: {
    phone: phoneText(EMERGENCY_LINE, 'en-CA'),
    phoneE164: EMERGENCY_LINE,
    /** Dialled after a pause. */
    extension: '9',
    email: 'emergency@northbeam.example',
    availability: '24/7 for critical issues',
    emailSubject: 'URGENT: Emergency IT Support Needed',
  },
  legalEmail: 'legal@northbeam.example',
  privacyEmail: 'privacy@northbeam.example',
  /** Where vulnerability reports go (published in /.well-known/security.txt). */
  securityEmail: 'security@northbeam.example',
  socialLinks: [
    {platform: 'LinkedIn', url: 'https://www.linkedin.com/company/northbeam-technologies'},
    {platform: 'Facebook', url: 'https://www.facebook.com/northbeamtechnologies'},
    {platform: 'Instagram', url: 'https://www.instagram.com/northbeamtech'},
  ],
};

export type CompanyConfig = typeof company;

/**
 * Keywords for pages that name none of their own (lists, tags, legal and utility pages), as the
 * `keywords` meta tag writes them: one text to translate, not a list whose positions would be ids.
 */
export const defaultPageMeta = {
  keywords:
    'managed IT services, IT support Toronto, small business IT Canada, non-profit IT support, cybersecurity, cloud services',
} as const;

/** Mission, vision and the satisfaction guarantee (the core values are in about.ts). */
export const companyStatements = {
  mission: 'To solve any technology challenge with custom solutions.',
  vision: "To become Canada's most technically advanced technology company within five years.",
  guarantee: '100% client satisfaction guarantee',
} as const;

export const terms = {
  slaResponse: {
    critical: '15 minutes',
    high: '2 hours',
    medium: '4 hours (business hours)',
    low: 'next business day',
  },
  /**
   * Invoices fall due this many days after their date ("Net 30"). A number, not a phrase: each
   * language words the payment sentence around it (the terms pages).
   */
  paymentDueDays: 30,
  lateChargeMonthly: '1.5% per month',
  lateChargeAnnual: '18% per year',
  liabilityCap: 'the fees paid in the 12 months before the claim',
  terminationNotice: '30 days written notice',
  governingLaw: 'the laws of the Province of Ontario and the federal laws of Canada applicable there',
  jurisdiction: 'the courts of Toronto, Ontario',
} as const;

/**
 * Privacy constants: the facts the privacy policy and the notice at the contact form state. Each
 * is a default the owner confirms with counsel before launch (docs/deploying.md).
 */
export const privacy = {
  retention: {
    activeClientData: 'for the duration of the relationship plus 7 years',
    financialRecords: '7 years',
    supportLogs: '3 years',
    /** The address and preferences on the marketing e-mail list. */
    marketingData: 'until consent is withdrawn',
    /** The record of consent to marketing e-mail and of its withdrawal: CASL puts the proof of consent on the sender. */
    consentRecords: '3 years after consent is withdrawn or after our last message, whichever is later',
    /** Contact-form entries on the form service, deleted there once copied to our own systems. */
    formEntries: '30 days',
    /** Enquiries that do not lead to a business relationship. */
    enquiries: '12 months after our last exchange',
    /** The hosting provider's request logs (IP address, browser, page requested). */
    requestLogs: '7 days',
  },
  /**
   * Quebec's age of consent to the collection of personal information (Law 25 s. 4.1): under it,
   * the person having parental authority consents. One threshold for everyone, above the federal 13.
   */
  minimumAge: 14,
  /**
   * The title of the person in charge of the protection of personal information, published with
   * `company.privacyEmail` and the office address as the law asks (PIPEDA's designated individual,
   * Quebec's Law 25 s. 3.1). French writes it in lower case inside a sentence.
   */
  officerTitle: 'Privacy Officer',
  /** A privacy complaint or request is acknowledged within this many business days. */
  acknowledgeWithinBusinessDays: 2,
  /** ...and answered within this many days: the 30 days PIPEDA and Law 25 allow for an access request. */
  answerWithinDays: 30,
  /** An unsubscribe takes effect within this many business days: the most CASL allows. */
  unsubscribeWithinBusinessDays: 10,
  /** The form service that receives and stores contact-form entries for us, and where it stores them. */
  formProcessor: {name: 'Fillout', storage: 'in the United States, outside Québec and Canada'},
  /** The hosting provider that delivers every page, and where it processes the requests. */
  host: {name: 'Cloudflare', processing: 'on its global network of data centres, including outside Québec and Canada'},
  /** Where a person may take a complaint we have not resolved. */
  regulators: {
    federal: {name: 'Office of the Privacy Commissioner of Canada', url: 'https://www.priv.gc.ca/'},
    quebec: {name: "Commission d'accès à l'information du Québec", url: 'https://www.cai.gouv.qc.ca/'},
  },
} as const;

/** Compliance commitments; their dates are in src/data/commitments.ts. */
export const compliance = {
  privacyLaws: [
    {id: 'pipeda', name: 'PIPEDA'},
    {
      id: 'quebec-law-25',
      name: "Quebec's Act respecting the protection of personal information in the private sector (Law 25)",
    },
  ],
} as const;

/** Accessibility statement constants (/accessibility). */
export const accessibility = {
  /** The standard the site is built and tested to. */
  standard: 'WCAG 2.2 Level AA',
  /** How soon we answer accessibility feedback and requests for another format. */
  feedbackResponse: 'two business days',
} as const;

/** The line under the company name on every Open Graph image (plugins/og-images). */
export const sharingImage = {
  tagline: 'Managed IT services · Toronto',
} as const;

/**
 * Defaults for the external contact form. The build reads FILLOUT_FORM_ID and
 * FILLOUT_ORIGIN over these (docusaurus.config.ts `customFields.contactForm`).
 */
export const contactFormDefaults = {
  formId: 'northbeamcontact',
  origin: 'https://forms.fillout.com',
} as const;

/**
 * One line of `address` in `locale`. French follows Canada Post's French form, the province in
 * brackets after the city ("Toronto (Ontario) M5H 1T1").
 */
export function formatAddress(address: CompanyConfig['contact']['address'], locale = 'en-CA'): string {
  if (locale.startsWith('fr')) {
    return `${address.street}, ${address.city} (${address.state}) ${address.zipCode}, ${address.country}`;
  }
  return `${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`;
}
