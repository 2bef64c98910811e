/**
 * The page copy of the eight service lines, by service id. A service's title, route, icon and
 * theme are in serviceLinks.ts and its card description in serviceSummaries.ts: plugins/site-data
 * joins the three after translating each (`Service`), for the overview card, the generated service
 * page and the search index.
 */
import {company, terms} from './company';
import type {VendorMarkId} from '../components/ui/VendorMark';
import type {IconName} from './icons';
import type {ServiceCategoryKey} from './serviceCategories';
import type {ServiceSummary} from './serviceSummaries';

export interface ServiceFeature {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

export interface ServiceBenefit {
  id: string;
  title: string;
  description: string;
}

export interface Partner {
  name: string;
  /** The vendor's mark in simple-icons (src/components/ui/VendorMark); without one, its name is set as a wordmark. */
  mark?: VendorMarkId;
  url: string;
}

/** Optional extra block on one service page. */
export type ServiceCustomSection =
  | {kind: 'claim'; title: string; statistic: string; statisticLabel: string; description: string}
  | {kind: 'partners'; title: string; description: string; partners: Partner[]}
  | {
      kind: 'serviceAreas';
      title: string;
      description: string;
      areas: {id: string; title: string; description: string; icon: IconName; items: string[]}[];
    };

/** What services.ts holds for one service line. */
export interface ServiceDetails {
  id: ServiceCategoryKey;
  detailedDescription: string;
  image: string;
  imageAlt: string;
  /**
   * The hero's copy. Its eyebrow repeats the service's category label (serviceCategories.ts) or
   * its title (serviceLinks.ts), named here and added after translation.
   */
  hero: {eyebrowFrom: 'category' | 'title'; headline: string; subheadline: string};
  keywords: string[];
  features: ServiceFeature[];
  benefits: ServiceBenefit[];
  customSection?: ServiceCustomSection;
}

/** A service line as pages read it: its identity, card description and page copy. */
export type Service = ServiceSummary &
  Omit<ServiceDetails, 'hero'> & {hero: {eyebrow: string; headline: string; subheadline: string}};

/** "English, Ukrainian and French", from the company constants. */
const languageList = `${company.languages.slice(0, -1).join(', ')} and ${company.languages[company.languages.length - 1]}`;

export const services: ServiceDetails[] = [
  {
    id: 'managed-it-services',
    detailedDescription:
      'Our managed IT service takes day-to-day responsibility for your workstations, servers, network and Microsoft 365 tenant. Remote monitoring agents watch every device around the clock, patches are tested and deployed on a fixed schedule, and a named team of technicians answers your staff by phone, e-mail or portal.\n\n' +
      'Each month you receive a plain-language report covering tickets, device health, security updates and upcoming renewals. Onboarding begins with a full documentation pass, so that passwords, licences, warranties and vendor contacts are recorded in one place and never depend on a single person.',
    image: '/img/services/managed-it-services.svg',
    imageAlt: 'Illustration of a support technician monitoring a dashboard of connected devices',
    hero: {
      eyebrowFrom: 'category',
      headline: 'IT that is looked after before it breaks',
      subheadline:
        'Around-the-clock monitoring, disciplined patching and a friendly Toronto help desk for small and medium businesses and non-profits.',
    },
    keywords: [
      'managed IT services Toronto',
      'MSP',
      'IT help desk',
      'remote monitoring',
      'patch management',
      'IT support for non-profits',
    ],
    features: [
      {
        id: 'monitoring',
        title: '24/7 Remote Monitoring',
        description:
          'Agents on every workstation and server report disk, memory, backup and security status continuously, and alerts open tickets automatically.',
        icon: 'chart',
      },
      {
        id: 'patching',
        title: 'Managed Patching',
        description:
          'Windows, macOS and third-party application updates are tested on a pilot group, then rolled out in a maintenance window that suits your business.',
        icon: 'refresh',
      },
      {
        id: 'help-desk',
        title: 'Responsive Help Desk',
        description: `Staff reach real technicians by phone, e-mail or the client portal, with support available in ${languageList}.`,
        icon: 'headset',
      },
      {
        id: 'endpoint-management',
        title: 'Device Lifecycle Management',
        description:
          'New laptops arrive configured and enrolled; departing staff are offboarded the same day with accounts disabled and data retained.',
        icon: 'laptop',
      },
      {
        id: 'backup',
        title: 'Backup Verification',
        description:
          'Server, Microsoft 365 and Google Workspace backups are checked daily and test-restored every quarter, so recovery is proven rather than assumed.',
        icon: 'database',
      },
      {
        id: 'documentation',
        title: 'Documentation & Reporting',
        description:
          'A living record of your systems, licences and warranties, plus a monthly report on tickets, device health and recommended improvements.',
        icon: 'file',
      },
    ],
    benefits: [
      {
        id: 'predictable-costs',
        title: 'Predictable Costs',
        description:
          'A flat per-user monthly fee replaces surprise invoices and makes IT easy to budget, including for grant-funded organisations.',
      },
      {
        id: 'less-downtime',
        title: 'Less Downtime',
        description:
          'Problems such as failing drives, full disks and missed backups are caught and fixed before staff notice them.',
      },
      {
        id: 'fast-response',
        title: 'Guaranteed Response Times',
        description: `Critical issues receive a response within ${terms.slaResponse.critical}, high-priority issues within ${terms.slaResponse.high}.`,
      },
      {
        id: 'focus',
        title: 'Time Back for Your Team',
        description: 'Office managers and "accidental IT people" can return to the work they were hired to do.',
      },
    ],
    customSection: {
      kind: 'claim',
      title: 'Prevention beats repair',
      statistic: 'Up to 90%',
      statisticLabel: 'fewer failures',
      description:
        'Most outages in small offices trace back to a handful of causes: unpatched software, full or failing disks, expired certificates and backups nobody checked. ' +
        'Continuous monitoring and a disciplined patch cycle address those causes directly, which is why clients see up to 90% fewer failures once their environment is under management. ' +
        'When something does go wrong, our service levels set a response time for every priority: ' +
        `critical, ${terms.slaResponse.critical}; high, ${terms.slaResponse.high}; medium, ${terms.slaResponse.medium}; low, ${terms.slaResponse.low}.`,
    },
  },
  {
    id: 'hardware-procurement',
    detailedDescription:
      'We help you choose hardware that fits the job and the budget, not the largest quote. We compare options from established vendors, handle ordering and warranty registration, and prepare each device with your standard image, security baseline and management agents before it reaches your office.\n\n' +
      'For offices and server rooms we design and install structured cabling, switching, firewalls and Wi-Fi, then keep an asset register with purchase dates and warranty expiries so replacements can be planned years ahead rather than in a hurry.',
    image: '/img/services/hardware-procurement.svg',
    imageAlt: 'Illustration of a server rack, laptop and network switch connected together',
    hero: {
      eyebrowFrom: 'category',
      headline: 'The right equipment, ready on day one',
      subheadline:
        'Vendor-neutral advice, pre-configured devices and reliable office networks for growing Canadian organisations.',
    },
    keywords: [
      'IT hardware procurement',
      'business laptops Canada',
      'network installation Toronto',
      'Wi-Fi design',
      'server infrastructure',
    ],
    features: [
      {
        id: 'sourcing',
        title: 'Vendor-Neutral Sourcing',
        description:
          'Side-by-side quotes from established manufacturers and Canadian distributors, with non-profit and education pricing where it applies.',
        icon: 'briefcase',
      },
      {
        id: 'staging',
        title: 'Pre-Configured Devices',
        description:
          'Laptops and desktops are imaged, encrypted, enrolled in management and labelled before delivery, so staff can sign in and start working.',
        icon: 'laptop',
      },
      {
        id: 'networking',
        title: 'Networking & Wi-Fi',
        description:
          'Business firewalls, managed switches and wireless surveys that give every meeting room and desk a stable, secure connection.',
        icon: 'wifi',
      },
      {
        id: 'servers',
        title: 'Servers & Storage',
        description:
          'Right-sized on-premises servers and network storage where the cloud is not the best fit, with redundant drives and power protection.',
        icon: 'server',
      },
      {
        id: 'cabling',
        title: 'Office Moves & Cabling',
        description:
          'Structured cabling, rack builds and full office relocations planned around your schedule, including after-hours cut-overs.',
        icon: 'wrench',
      },
      {
        id: 'asset-management',
        title: 'Asset & Warranty Tracking',
        description:
          'An up-to-date register of every device, its owner and its warranty, with replacement forecasts for your annual budget.',
        icon: 'layers',
      },
    ],
    benefits: [
      {
        id: 'value',
        title: 'Better Value',
        description:
          'Specifications matched to real workloads avoid both underpowered machines and paying for capacity you will never use.',
      },
      {
        id: 'faster-onboarding',
        title: 'Faster Onboarding',
        description: 'New hires receive a ready-to-use device on their first morning instead of waiting for set-up.',
      },
      {
        id: 'standardisation',
        title: 'Standardised Fleet',
        description:
          'Fewer models and a consistent configuration make support quicker and spare parts easier to keep on hand.',
      },
      {
        id: 'planned-refresh',
        title: 'Planned Refresh Cycles',
        description: 'Replacements are budgeted and scheduled ahead of warranty expiry, not triggered by failures.',
      },
    ],
    customSection: {
      kind: 'partners',
      title: 'Vendors we work with',
      description:
        'We source from established manufacturers with strong Canadian support and warranty networks, and recommend whichever option best fits your requirements and budget.',
      partners: [
        {name: 'Dell Technologies', mark: 'dell', url: 'https://www.dell.com/en-ca'},
        {name: 'Lenovo', mark: 'lenovo', url: 'https://www.lenovo.com/ca/en/'},
        {name: 'Cisco', mark: 'cisco', url: 'https://www.cisco.com/c/en_ca/index.html'},
      ],
    },
  },
  {
    id: 'audio-visual-communications',
    detailedDescription:
      'Hybrid work depends on clear audio, reliable video and a phone system that does not tie people to a desk. We design meeting spaces of every size, from two-person huddle rooms to boardrooms and training centres, using certified Microsoft Teams Rooms and Zoom Rooms equipment.\n\n' +
      'On the communications side we replace ageing analogue and on-premises phone systems with cloud voice, port your existing numbers, and build auto-attendants and call queues in English and French so that callers reach the right person first time.',
    image: '/img/services/audio-visual-communications.svg',
    imageAlt: 'Illustration of a meeting room display with video participants and a conference phone',
    hero: {
      eyebrowFrom: 'category',
      headline: 'Meetings and calls that just work',
      subheadline: `Meeting-room technology and cloud voice systems for hybrid teams, installed and supported by ${company.name}.`,
    },
    keywords: [
      'meeting room AV Toronto',
      'Microsoft Teams Rooms',
      'cloud VoIP Canada',
      'unified communications',
      'business phone system',
    ],
    features: [
      {
        id: 'meeting-rooms',
        title: 'Meeting Room Design',
        description:
          'Camera, microphone and display layouts matched to each room’s size and acoustics, so remote attendees see and hear everyone.',
        icon: 'monitor',
      },
      {
        id: 'video-platforms',
        title: 'Teams Rooms & Zoom Rooms',
        description:
          'Certified one-touch-join systems integrated with your calendars, with remote management of every room device.',
        icon: 'video',
      },
      {
        id: 'cloud-voice',
        title: 'Cloud Voice & VoIP',
        description:
          'Hosted phone systems with number porting, voicemail-to-e-mail and mobile and desktop apps for staff working anywhere.',
        icon: 'phone',
      },
      {
        id: 'auto-attendant',
        title: 'Bilingual Auto-Attendants',
        description:
          'Call flows, queues and after-hours routing recorded in English and French, adjusted whenever your team changes.',
        icon: 'users',
      },
      {
        id: 'audio',
        title: 'Audio & Acoustic Treatment',
        description:
          'Ceiling and table microphones, speakers and acoustic panels that reduce echo in glass-walled and open-plan spaces.',
        icon: 'mic',
      },
      {
        id: 'av-support',
        title: 'Ongoing AV Support',
        description: 'Firmware updates, room health monitoring and quick remote help when a meeting is about to start.',
        icon: 'wrench',
      },
    ],
    benefits: [
      {
        id: 'better-meetings',
        title: 'Better Hybrid Meetings',
        description: 'Everyone joins on time and is heard clearly, whether they are in the room or at home.',
      },
      {
        id: 'lower-phone-costs',
        title: 'Lower Telephony Costs',
        description:
          'Cloud voice usually replaces per-line carrier charges and on-site hardware maintenance with a simple per-user fee.',
      },
      {
        id: 'flexibility',
        title: 'Work From Anywhere',
        description: 'Business numbers ring on laptops and mobile phones, so staff stay reachable outside the office.',
      },
      {
        id: 'one-partner',
        title: 'One Accountable Partner',
        description: 'Network, AV and voice are handled by the same team, which ends finger-pointing between vendors.',
      },
    ],
    customSection: {
      kind: 'serviceAreas',
      title: 'Two areas, one integrated approach',
      description:
        'Whether you are equipping a single boardroom or moving the whole organisation to cloud voice, we plan, install and support the complete solution.',
      areas: [
        {
          id: 'meeting-rooms-av',
          title: 'Meeting Rooms & Audio-Visual',
          description: 'Spaces designed for hybrid collaboration, from huddle rooms to boardrooms.',
          icon: 'monitor',
          items: [
            'Room assessments and equipment design',
            'Microsoft Teams Rooms and Zoom Rooms installation',
            'Displays, cameras, microphones and acoustic treatment',
            'Wireless presentation and room booking panels',
          ],
        },
        {
          id: 'unified-communications',
          title: 'Unified Communications & Cloud Voice',
          description: 'Phone systems and collaboration tools that follow your people wherever they work.',
          icon: 'phone',
          items: [
            'Cloud VoIP and Microsoft Teams Phone deployment',
            'Number porting from existing carriers',
            'Bilingual auto-attendants and call queues',
            'Desk phones, headsets and softphone apps',
          ],
        },
      ],
    },
  },
  {
    id: 'custom-software-development',
    detailedDescription:
      'Many organisations run on a patchwork of spreadsheets, e-mail and disconnected cloud applications. We build practical software that fills the gaps: client and volunteer portals, intake forms that feed your CRM, dashboards that pull from several sources, and workflows in Power Automate or custom code.\n\n' +
      'Projects are delivered in short, demonstrable iterations with a fixed scope for each phase. You own the source code and documentation, and every application is hosted in Canada where data residency matters, with monitoring and maintenance available afterwards.',
    image: '/img/services/custom-software-development.svg',
    imageAlt: 'Illustration of code windows connected to application components',
    hero: {
      eyebrowFrom: 'category',
      headline: 'Software shaped around how you work',
      subheadline:
        'Web applications, integrations and automations that connect your tools and take repetitive work off your team’s plate.',
    },
    keywords: [
      'custom software development Toronto',
      'API integration',
      'Power Automate',
      'business process automation',
      'web application development',
    ],
    features: [
      {
        id: 'web-apps',
        title: 'Custom Web Applications',
        description:
          'Secure portals, internal tools and dashboards built with modern, well-supported frameworks and accessible design.',
        icon: 'code',
      },
      {
        id: 'integrations',
        title: 'System Integrations',
        description:
          'Connect your CRM, accounting, donor management and Microsoft 365 through their APIs so data is entered once.',
        icon: 'link',
      },
      {
        id: 'automation',
        title: 'Workflow Automation',
        description:
          'Approvals, notifications and document generation automated with Power Automate, Google Apps Script or custom services.',
        icon: 'zap',
      },
      {
        id: 'data',
        title: 'Data & Reporting',
        description:
          'Consolidated data models and Power BI or Looker Studio dashboards that give leadership reliable numbers.',
        icon: 'database',
      },
      {
        id: 'ai',
        title: 'Practical AI Features',
        description:
          'Document summarisation, classification and search added to your workflows with clear privacy controls.',
        icon: 'sparkles',
      },
      {
        id: 'maintenance',
        title: 'Support & Maintenance',
        description:
          'Dependency updates, security fixes and small enhancements delivered under a predictable maintenance plan.',
        icon: 'settings',
      },
    ],
    benefits: [
      {
        id: 'time-saved',
        title: 'Hours Saved Every Week',
        description: 'Automating re-keying, reminders and reporting frees staff for work that needs a human.',
      },
      {
        id: 'fewer-errors',
        title: 'Fewer Errors',
        description: 'Data flows directly between systems instead of being copied by hand between spreadsheets.',
      },
      {
        id: 'ownership',
        title: 'You Own the Code',
        description:
          'Source code, documentation and accounts are yours, so you are never locked in to a single vendor.',
      },
      {
        id: 'scalable',
        title: 'Built to Grow',
        description: 'Solutions start small and extend as your needs grow, without being rebuilt from scratch.',
      },
    ],
  },
  {
    id: 'it-consulting-vcio',
    detailedDescription:
      'A virtual Chief Information Officer gives you the judgement of an experienced technology leader without the cost of a full-time executive. We start with an assessment of your systems, risks and spending, then build a practical 12 to 36-month roadmap your board and leadership team can understand.\n\n' +
      'Quarterly business reviews keep the plan current: we track progress, review vendor contracts and licences, prepare budgets and help you evaluate new technology before you commit. For non-profits we also help with technology sections of grant applications and funder reporting.',
    image: '/img/services/it-consulting-vcio.svg',
    imageAlt: 'Illustration of a roadmap with milestones and a compass',
    hero: {
      eyebrowFrom: 'title',
      headline: 'A technology strategy you can act on',
      subheadline:
        'Part-time CIO expertise for small and medium businesses and non-profits: roadmaps, budgets and clear advice.',
    },
    keywords: [
      'virtual CIO',
      'vCIO Toronto',
      'IT strategy',
      'IT consulting for non-profits',
      'technology roadmap',
      'IT budgeting',
    ],
    features: [
      {
        id: 'assessment',
        title: 'IT Assessment',
        description:
          'A structured review of infrastructure, security, applications and spending, with findings ranked by risk and cost.',
        icon: 'target',
      },
      {
        id: 'roadmap',
        title: 'Technology Roadmap',
        description:
          'A phased plan that links each initiative to a business outcome, a budget and a realistic timeline.',
        icon: 'map-pin',
      },
      {
        id: 'budgeting',
        title: 'IT Budgeting',
        description:
          'Annual and multi-year budgets covering licences, hardware refreshes and projects, ready for your finance team or board.',
        icon: 'chart',
      },
      {
        id: 'vendor-management',
        title: 'Vendor & Licence Management',
        description: 'Contract reviews, licence right-sizing and negotiation support so you pay only for what you use.',
        icon: 'handshake',
      },
      {
        id: 'qbr',
        title: 'Quarterly Business Reviews',
        description:
          'Regular meetings with leadership to review progress, risks and priorities, and to adjust the roadmap.',
        icon: 'calendar',
      },
      {
        id: 'governance',
        title: 'Policy & Governance',
        description:
          'Acceptable-use, security and data-handling policies written in plain language and aligned with Canadian privacy law.',
        icon: 'scale',
      },
    ],
    benefits: [
      {
        id: 'clarity',
        title: 'Clear Priorities',
        description: 'Know which investments matter most this year and which can wait.',
      },
      {
        id: 'cost-control',
        title: 'Controlled Spending',
        description: 'Unused licences, overlapping tools and overpriced contracts are identified and removed.',
      },
      {
        id: 'board-confidence',
        title: 'Board-Ready Reporting',
        description: 'Leadership and directors receive concise reports on technology risk, progress and spending.',
      },
      {
        id: 'executive-expertise',
        title: 'Executive Expertise, Fractional Cost',
        description: 'Senior guidance when you need it, for a fraction of the cost of a full-time hire.',
      },
    ],
  },
  {
    id: 'cybersecurity-services',
    detailedDescription:
      'Small organisations are targeted precisely because attackers expect weaker defences. We put practical, layered controls in place: multi-factor authentication, managed endpoint detection and response, e-mail filtering, secure backups and conditional access, all monitored and tuned by our team.\n\n' +
      'Security is also about people and evidence. We run phishing simulations and awareness training, prepare incident response plans, and document your controls so that cyber insurance questionnaires, client due-diligence requests and PIPEDA obligations can be answered with confidence.',
    image: '/img/services/cybersecurity-services.svg',
    imageAlt: 'Illustration of a shield protecting a network of devices',
    hero: {
      eyebrowFrom: 'title',
      headline: 'Security that fits the size of your organisation',
      subheadline:
        'Practical protection, staff training and compliance support for Canadian businesses and non-profits.',
    },
    keywords: [
      'cybersecurity Toronto',
      'ransomware protection',
      'MFA',
      'PIPEDA compliance',
      'security awareness training',
      'cyber insurance',
    ],
    features: [
      {
        id: 'mfa',
        title: 'Identity & MFA',
        description:
          'Multi-factor authentication, conditional access and password managers that stop most account-takeover attempts.',
        icon: 'key',
      },
      {
        id: 'edr',
        title: 'Endpoint Detection & Response',
        description:
          'Managed EDR on every device that detects and isolates ransomware and suspicious behaviour, day and night.',
        icon: 'shield',
      },
      {
        id: 'email-security',
        title: 'E-mail Security',
        description:
          'Advanced filtering, SPF, DKIM and DMARC configuration to block phishing and protect your domain from spoofing.',
        icon: 'mail',
      },
      {
        id: 'awareness',
        title: 'Security Awareness Training',
        description:
          'Short training modules and realistic phishing simulations that build good habits across your team.',
        icon: 'users',
      },
      {
        id: 'incident-response',
        title: 'Incident Response Planning',
        description: 'A tested plan that sets out who does what, whom to notify and how to recover if a breach occurs.',
        icon: 'alert',
      },
      {
        id: 'compliance',
        title: 'Compliance & Risk Assessments',
        description:
          'Gap assessments against PIPEDA, the CIS Controls and cyber insurance requirements, with a prioritised remediation plan.',
        icon: 'lock',
      },
    ],
    benefits: [
      {
        id: 'reduced-risk',
        title: 'Reduced Risk',
        description: 'The controls that stop the most common attacks are in place, monitored and kept up to date.',
      },
      {
        id: 'insurance',
        title: 'Easier Cyber Insurance',
        description: 'Documented controls make insurance applications and renewals faster and can improve your terms.',
      },
      {
        id: 'client-trust',
        title: 'Client and Funder Trust',
        description: 'Answer security questionnaires and due-diligence requests with evidence rather than guesses.',
      },
      {
        id: 'prepared',
        title: 'Prepared, Not Panicked',
        description: 'If an incident happens, your team knows the steps and recovery is measured in hours, not weeks.',
      },
    ],
  },
  {
    id: 'cloud-hosting-services',
    detailedDescription:
      'We move e-mail, files and servers to the cloud with careful planning and minimal disruption: mailbox and file migrations run in the background, and the final cut-over is scheduled for an evening or weekend. Where data residency matters, we use Canadian data centre regions.\n\n' +
      'After migration we manage the platform for you: licences, sharing permissions, retention policies, backups and cost reviews. We also host websites and line-of-business applications on managed infrastructure with monitoring, SSL certificates and regular updates included.',
    image: '/img/services/cloud-hosting-services.svg',
    imageAlt: 'Illustration of cloud services connected to office devices',
    hero: {
      eyebrowFrom: 'title',
      headline: 'Move to the cloud with confidence',
      subheadline:
        'Planned migrations, Canadian data residency and ongoing management of Microsoft 365, Google Workspace and Azure.',
    },
    keywords: [
      'cloud migration Canada',
      'Microsoft 365 migration',
      'Google Workspace',
      'Azure hosting',
      'managed web hosting Toronto',
    ],
    features: [
      {
        id: 'm365',
        title: 'Microsoft 365 & Google Workspace',
        description:
          'Tenant set-up, licensing advice and secure configuration of mail, Teams, SharePoint, OneDrive and Google Drive.',
        icon: 'cloud',
      },
      {
        id: 'migration',
        title: 'E-mail & File Migrations',
        description:
          'Mailboxes, calendars and shared drives moved with pre-staging and a short, planned cut-over window.',
        icon: 'refresh',
      },
      {
        id: 'azure',
        title: 'Azure Infrastructure',
        description:
          'Virtual machines, virtual desktops and identity services in Canadian Azure regions, sized to control cost.',
        icon: 'layers',
      },
      {
        id: 'hosting',
        title: 'Managed Web Hosting',
        description:
          'Websites and applications hosted with SSL certificates, updates, uptime monitoring and daily backups.',
        icon: 'globe',
      },
      {
        id: 'cloud-backup',
        title: 'Cloud Backup & Recovery',
        description:
          'Independent backups of Microsoft 365 and Google Workspace data, with documented recovery procedures.',
        icon: 'database',
      },
      {
        id: 'cost-optimisation',
        title: 'Cost Optimisation',
        description:
          'Regular reviews of licences and cloud consumption, including non-profit grants and discounts where eligible.',
        icon: 'trending-up',
      },
    ],
    benefits: [
      {
        id: 'anywhere',
        title: 'Work From Anywhere',
        description: 'Secure access to mail and files from any device, without a VPN to the office server.',
      },
      {
        id: 'resilience',
        title: 'Higher Resilience',
        description: 'Redundant cloud infrastructure removes the single office server as a point of failure.',
      },
      {
        id: 'residency',
        title: 'Canadian Data Residency',
        description: 'Data stays in Canadian regions where your clients, funders or regulators expect it.',
      },
      {
        id: 'lower-overhead',
        title: 'Lower Overhead',
        description: 'Fewer servers to buy, power and maintain, and costs that scale with your headcount.',
      },
    ],
  },
  {
    id: 'training-digital-adoption',
    detailedDescription:
      `New technology only pays off when people use it well. We deliver practical, role-based training in person at your office or live online, in ${languageList}, covering everyday tools such as Teams, SharePoint, Outlook, Google Workspace and Microsoft Copilot.\n\n` +
      'For larger changes we run structured adoption programmes: champions networks, quick-reference guides, short video tutorials and follow-up clinics. We measure usage before and after so you can see which teams have adopted the new way of working and where extra help is needed.',
    image: '/img/services/training-digital-adoption.svg',
    imageAlt: 'Illustration of a training session with a presenter and learners at laptops',
    hero: {
      eyebrowFrom: 'title',
      headline: 'Help your team make the most of its tools',
      subheadline:
        'Role-based training and adoption programmes for Microsoft 365, Google Workspace, AI assistants and new business systems.',
    },
    keywords: [
      'Microsoft 365 training Toronto',
      'digital adoption',
      'Copilot training',
      'staff technology training',
      'change management',
    ],
    features: [
      {
        id: 'workshops',
        title: 'Live Workshops',
        description:
          'Interactive sessions in person or online, built around your own files, processes and day-to-day tasks.',
        icon: 'users',
      },
      {
        id: 'role-based',
        title: 'Role-Based Learning Paths',
        description:
          'Separate tracks for front-line staff, managers and administrators, so each group learns what it needs.',
        icon: 'target',
      },
      {
        id: 'ai-training',
        title: 'AI & Copilot Training',
        description:
          'Safe, effective use of Microsoft Copilot and other AI assistants, including prompt techniques and data privacy guidance.',
        icon: 'sparkles',
      },
      {
        id: 'guides',
        title: 'Guides & Video Tutorials',
        description:
          'Quick-reference sheets and short recorded tutorials tailored to your configuration, available whenever staff need them.',
        icon: 'book',
      },
      {
        id: 'champions',
        title: 'Champions Programme',
        description:
          'We train and support internal champions who answer colleagues’ questions and promote good practice.',
        icon: 'award',
      },
      {
        id: 'multilingual',
        title: 'Multilingual Delivery',
        description: `Training available in ${languageList}, so every team member can learn comfortably.`,
        icon: 'globe',
      },
    ],
    benefits: [
      {
        id: 'roi',
        title: 'Return on Your Licences',
        description:
          'Get full value from the software you already pay for instead of using a fraction of its features.',
      },
      {
        id: 'confidence',
        title: 'Confident Staff',
        description: 'Team members spend less time stuck and submit fewer "how do I" support requests.',
      },
      {
        id: 'smooth-change',
        title: 'Smoother Change',
        description: 'New systems are adopted faster when people understand why they are changing and how to use them.',
      },
      {
        id: 'measurable',
        title: 'Measurable Adoption',
        description: 'Usage reports show progress by team and highlight where extra support will help most.',
      },
    ],
  },
];
