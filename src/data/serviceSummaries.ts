/**
 * The card description of each service line, by service id. The cards show it with the service's
 * identity (serviceLinks.ts): plugins/site-data joins the two after translating each, into the
 * `serviceSummaries` the home page's cards read (src/internals/siteData/serviceSummaries), so the
 * full service copy in services.ts stays out of the home page's bundle.
 */
import type {ServiceCategoryKey} from './serviceCategories';
import type {ServiceLink} from './serviceLinks';

export interface ServiceDescription {
  id: ServiceCategoryKey;
  description: string;
}

/** A service's card: its identity and its description, as pages read it. */
export type ServiceSummary = ServiceLink & Pick<ServiceDescription, 'description'>;

/** One entry per service line, in the menu's order. */
export const serviceSummaries: ServiceDescription[] = [
  {
    id: 'managed-it-services',
    description:
      'Proactive monitoring, patching and a responsive help desk for a predictable monthly fee, so your team can focus on its work instead of its computers.',
  },
  {
    id: 'hardware-procurement',
    description:
      'Business-grade laptops, servers and networking, sourced at fair prices, configured before delivery and supported for their whole lifecycle.',
  },
  {
    id: 'audio-visual-communications',
    description:
      'Meeting rooms that simply work and cloud phone systems that follow your staff anywhere, designed, installed and supported by one team.',
  },
  {
    id: 'custom-software-development',
    description:
      'Custom web applications, automations and integrations that connect the systems you already use and remove repetitive manual work.',
  },
  {
    id: 'it-consulting-vcio',
    description:
      'Senior technology leadership on a part-time basis: strategy, budgets and roadmaps that align IT spending with your organisation’s goals.',
  },
  {
    id: 'cybersecurity-services',
    description:
      'Layered protection against phishing, ransomware and account takeover, with the policies and evidence you need for PIPEDA and cyber insurance.',
  },
  {
    id: 'cloud-hosting-services',
    description:
      'Migrations to Microsoft 365, Google Workspace and Azure, plus managed Canadian hosting for websites and applications.',
  },
  {
    id: 'training-digital-adoption',
    description:
      'Hands-on training and adoption programmes that help your staff get real value from Microsoft 365, Google Workspace, AI tools and new systems.',
  },
];
