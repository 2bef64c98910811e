/**
 * Resources hub cards and the curated link groups of the Useful Links page. Links open in
 * new tabs; the grid uses 1 to 4 columns depending on the count.
 */
import type {IconName} from './icons';

export interface ResourceGroup {
  id: string;
  title: string;
  icon: IconName;
  description: string;
  links: {
    id: string;
    name: string;
    url: string;
    description: string;
    isRecommended?: boolean;
    /** The same page in another language of the site, where the outside site has one. */
    localizedUrls?: Partial<Record<'fr-CA', string>>;
    /** Shown dimmed with an "In Progress" badge. */
    inProgress?: boolean;
  }[];
}

export interface ResourceHubCard {
  id: string;
  /** Without one, the title of the page it links to (navigation.ts `sitePages`), added after translation. */
  title?: string;
  description: string;
  link: string;
  icon: IconName;
  linkLabel: string;
}

export const resourceGroups: ResourceGroup[] = [
  {
    id: 'northbeam-tools',
    title: '{companyName} Client Tools',
    icon: 'wrench',
    description:
      'Our own tools for clients: open a ticket, let a technician connect to your computer, or check the status of our services.',
    links: [
      {
        id: 'client-portal',
        name: 'Client Portal',
        url: 'https://portal.northbeam.example',
        description: 'Open and follow support tickets, approve quotes and review your monthly reports.',
        isRecommended: true,
      },
      {
        id: 'remote-support-download',
        name: 'Remote Support Download',
        url: 'https://support.northbeam.example/remote',
        description: 'Download the secure remote-assistance app when a technician asks to connect to your computer.',
        isRecommended: true,
      },
      {
        id: 'service-status',
        name: 'Service Status',
        url: 'https://status.northbeam.example',
        description:
          'Live status of our help desk, monitoring and hosting platforms, with planned maintenance notices.',
      },
      {
        id: 'file-converter',
        name: 'File Converter',
        url: 'https://convert.northbeam.example',
        description:
          'Convert documents, images and spreadsheets between common formats without uploading them to third parties.',
        inProgress: true,
      },
    ],
  },
  {
    id: 'microsoft-365',
    title: 'Microsoft 365 Portals',
    icon: 'layers',
    description: 'Direct sign-in pages for Microsoft 365 apps and administration.',
    links: [
      {
        id: 'microsoft-365-office',
        name: 'Microsoft 365 (Office)',
        url: 'https://www.office.com',
        description: 'Start page for Word, Excel, PowerPoint and all your Microsoft 365 apps.',
        isRecommended: true,
      },
      {
        id: 'outlook-on-the-web',
        name: 'Outlook on the Web',
        url: 'https://outlook.office.com',
        description: 'Work e-mail, calendar and contacts from any browser.',
      },
      {
        id: 'microsoft-teams',
        name: 'Microsoft Teams',
        url: 'https://teams.microsoft.com',
        description: 'Chat, meetings and calls in the browser when the desktop app is unavailable.',
      },
      {
        id: 'onedrive',
        name: 'OneDrive',
        url: 'https://onedrive.live.com',
        description: 'Sign in to reach your files, shared folders and recycle bin.',
      },
      {
        id: 'microsoft-365-admin-centre',
        name: 'Microsoft 365 Admin Centre',
        url: 'https://admin.microsoft.com',
        description: 'Manage users, licences, billing and service health for your organisation.',
        isRecommended: true,
      },
      {
        id: 'microsoft-entra-admin-centre',
        name: 'Microsoft Entra Admin Centre',
        url: 'https://entra.microsoft.com',
        description: 'Identity settings: multi-factor authentication, conditional access and sign-in logs.',
      },
    ],
  },
  {
    id: 'google-workspace',
    title: 'Google Workspace Portals',
    icon: 'globe',
    description: 'Quick access to Google Workspace for organisations that run on Google.',
    links: [
      {
        id: 'gmail',
        name: 'Gmail',
        url: 'https://mail.google.com',
        description: 'Your Google Workspace mailbox and calendar.',
        isRecommended: true,
      },
      {
        id: 'google-drive',
        name: 'Google Drive',
        url: 'https://drive.google.com',
        description: 'Documents, spreadsheets and shared drives.',
      },
      {
        id: 'google-admin-console',
        name: 'Google Admin Console',
        url: 'https://admin.google.com',
        description: 'Manage users, security settings, devices and billing.',
      },
    ],
  },
  {
    id: 'ai-tools',
    title: 'AI Tools',
    icon: 'sparkles',
    description:
      'Widely used AI assistants. Check your organisation’s policy before entering client or personal information.',
    links: [
      {
        id: 'microsoft-copilot',
        name: 'Microsoft Copilot',
        url: 'https://copilot.microsoft.com',
        description: 'Microsoft’s AI assistant, with enterprise data protection when you sign in with a work account.',
        isRecommended: true,
      },
      {
        id: 'chatgpt',
        name: 'ChatGPT',
        url: 'https://chatgpt.com',
        description: 'OpenAI’s general-purpose assistant for drafting, summarising and brainstorming.',
      },
      {
        id: 'claude',
        name: 'Claude',
        url: 'https://claude.ai',
        description: 'Anthropic’s assistant, well suited to long documents, analysis and writing.',
      },
      {
        id: 'gemini',
        name: 'Gemini',
        url: 'https://gemini.google.com',
        description: 'Google’s AI assistant, integrated with Google Workspace.',
      },
      {
        id: 'perplexity',
        name: 'Perplexity',
        url: 'https://www.perplexity.ai',
        description: 'AI-powered search that answers questions with cited sources.',
      },
    ],
  },
  {
    id: 'password-security',
    title: 'Password & Security',
    icon: 'lock',
    description: 'Password managers, breach checks and trusted Canadian government guidance on staying safe online.',
    links: [
      {
        id: 'bitwarden',
        name: 'Bitwarden',
        url: 'https://bitwarden.com',
        description: 'Open-source password manager with affordable business and non-profit plans.',
        isRecommended: true,
      },
      {
        id: '1password',
        name: '1Password',
        url: 'https://1password.com',
        description: 'Password manager with shared vaults and strong administration features for teams.',
      },
      {
        id: 'have-i-been-pwned',
        name: 'Have I Been Pwned',
        url: 'https://haveibeenpwned.com',
        description: 'Check whether an e-mail address has appeared in a known data breach.',
        isRecommended: true,
      },
      {
        id: 'get-cyber-safe',
        name: 'Get Cyber Safe',
        url: 'https://www.getcybersafe.gc.ca/en',
        localizedUrls: {'fr-CA': 'https://www.pensezcybersecurite.gc.ca/fr'},
        description: 'The Government of Canada’s public awareness campaign, with practical security tips.',
      },
      {
        id: 'canadian-centre-for-cyber-security',
        name: 'Canadian Centre for Cyber Security',
        url: 'https://www.cyber.gc.ca/en',
        localizedUrls: {'fr-CA': 'https://www.cyber.gc.ca/fr'},
        description: 'Official Canadian guidance, alerts and advisories, including resources for small organisations.',
      },
    ],
  },
  {
    id: 'online-tools',
    title: 'Online Tools',
    icon: 'zap',
    description: 'Handy diagnostics our technicians may ask you to run.',
    links: [
      {
        id: 'speedtest',
        name: 'Speedtest',
        url: 'https://www.speedtest.net',
        description: 'Measure your Internet download and upload speeds and latency.',
        isRecommended: true,
      },
      {
        id: 'dns-checker',
        name: 'DNS Checker',
        url: 'https://dnschecker.org',
        description: 'Check DNS records and propagation from locations around the world.',
      },
    ],
  },
];

export const resourceHubCards: ResourceHubCard[] = [
  {
    id: 'case-studies',
    description:
      'See how we have helped Canadian businesses and non-profits migrate, modernise and secure their technology, with measured results.',
    link: '/case-studies',
    icon: 'briefcase',
    linkLabel: 'View Case Studies',
  },
  {
    id: 'blog',
    description:
      'Practical articles, quick security tips and technology news roundups for small and medium organisations.',
    link: '/blog',
    icon: 'book',
    linkLabel: 'Read the Blog',
  },
  {
    id: 'useful-links',
    description: 'Curated sign-in portals, AI assistants, security resources and diagnostic tools, all in one place.',
    link: '/useful-links',
    icon: 'link',
    linkLabel: 'Browse Useful Links',
  },
  {
    id: 'legal',
    description:
      'Our terms and conditions, privacy policy and compliance commitments, written to be clear and easy to read.',
    link: '/legal',
    icon: 'scale',
    linkLabel: 'View Legal Information',
  },
];
