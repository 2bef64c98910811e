/**
 * The card summary of each service line: its light identity (serviceLinks.ts) and its one-paragraph
 * description. The home page's service cards read only this module's data
 * (src/internals/siteData/serviceSummaries), so the full service copy in services.ts stays out of
 * the home page's bundle.
 */
import type {ServiceCategoryKey} from './serviceCategories';
import {serviceLinks, serviceLinkById, type ServiceLink} from './serviceLinks';

export interface ServiceSummary extends ServiceLink {
  description: string;
}

const descriptions: Record<ServiceCategoryKey, string> = {
  'managed-it-services':
    'Proactive monitoring, patching and a responsive help desk for a predictable monthly fee, so your team can focus on its work instead of its computers.',
  'hardware-procurement':
    'Business-grade laptops, servers and networking, sourced at fair prices, configured before delivery and supported for their whole lifecycle.',
  'audio-visual-communications':
    'Meeting rooms that simply work and cloud phone systems that follow your staff anywhere, designed, installed and supported by one team.',
  'custom-software-development':
    'Custom web applications, automations and integrations that connect the systems you already use and remove repetitive manual work.',
  'it-consulting-vcio':
    'Senior technology leadership on a part-time basis: strategy, budgets and roadmaps that align IT spending with your organisation’s goals.',
  'cybersecurity-services':
    'Layered protection against phishing, ransomware and account takeover, with the policies and evidence you need for PIPEDA and cyber insurance.',
  'cloud-hosting-services':
    'Migrations to Microsoft 365, Google Workspace and Azure, plus managed Canadian hosting for websites and applications.',
  'training-digital-adoption':
    'Hands-on training and adoption programmes that help your staff get real value from Microsoft 365, Google Workspace, AI tools and new systems.',
};

/** The English summary, for building services.ts; pages read translated lists from src/internals/siteData. */
export function serviceSummaryById(id: ServiceCategoryKey): ServiceSummary {
  return {...serviceLinkById(id), description: descriptions[id]};
}

/** Every service line, in the menu's order (also the order of services.ts). */
export const serviceSummaries: ServiceSummary[] = serviceLinks.map((link) => serviceSummaryById(link.id));
