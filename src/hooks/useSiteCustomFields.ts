import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AnalyticsConfig} from '@site/src/lib/analytics';

/** The contact form service: which form, on which origin (FILLOUT_FORM_ID / FILLOUT_ORIGIN). */
export interface ContactFormConfig {
  readonly formId: string;
  readonly origin: string;
}

/** The site's `customFields` (docusaurus.config.ts declares them with `satisfies`). */
export interface SiteCustomFields {
  /** Prerendered copyright year; the footer corrects it after hydration. */
  readonly buildYear: number;
  readonly contactForm: ContactFormConfig;
  /** Visit statistics (ANALYTICS_ENDPOINT / ANALYTICS_DOMAIN); null when off. */
  readonly analytics: AnalyticsConfig | null;
  /** The online booking page (BOOKING_URL, https, src/lib/bookingUrl.ts); absent when unset. */
  readonly bookingUrl?: string;
}

export default function useSiteCustomFields(): SiteCustomFields {
  return useDocusaurusContext().siteConfig.customFields as unknown as SiteCustomFields;
}
