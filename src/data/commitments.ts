/**
 * Every dated promise the pages make, and the date of each legal document (ISO, the same in every
 * language). A build for publishing refuses a promise whose date has passed and a privacy policy
 * not reviewed within a year (plugins/placeholders/commitments.ts); a local build warns.
 */

export interface DatedCommitment {
  /** What is promised and where the pages say it, for the build's message (English, never shown). */
  readonly promise: string;
  /** The last day on which the promise is still true. */
  readonly due: string;
}

export const datedCommitments = {
  iso27001: {
    promise: 'ISO 27001:2022 certification, "in progress" with its target date (privacy policy, terms, /legal)',
    due: '2027-06-30',
  },
  soc2: {
    promise: 'SOC 2 Type II audit, "scheduled" with its date (privacy policy, terms, /legal)',
    due: '2027-09-30',
  },
} as const satisfies Record<string, DatedCommitment>;

export type DatedCommitmentId = keyof typeof datedCommitments;

export interface LegalDocumentDate {
  /** The page the date is shown on. */
  readonly page: string;
  /** The date of the text's last revision, shown as "Last updated". */
  readonly lastUpdated: string;
  /** Months within which the text is reviewed again, when the text promises a regular review. */
  readonly reviewEveryMonths?: number;
}

export const legalDocumentDates = {
  privacyPolicy: {page: '/privacy-policy', lastUpdated: '2026-11-25', reviewEveryMonths: 12},
  terms: {page: '/terms-and-conditions', lastUpdated: '2026-11-25'},
  accessibility: {page: '/accessibility', lastUpdated: '2026-11-25'},
} as const satisfies Record<string, LegalDocumentDate>;
