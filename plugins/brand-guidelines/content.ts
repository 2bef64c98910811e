/** SECRET AT REST: only ./index.ts reads this, to encrypt it; imported from src/ it would ship in a bundle. */
import {company, companyStatements} from '../../src/data/company';

export const brandGuidelines = {
  snapshot: {
    companyName: company.name,
    tagline: company.tagline,
    mission: companyStatements.mission,
    elevatorPitch:
      'Northbeam Technologies is the in-house IT department that growing Canadian organisations cannot yet justify hiring: a Toronto team of engineers who run, secure and modernise your technology for a predictable monthly fee, answer in English, Ukrainian or French, and treat every ticket as if their own business depended on it.',
    audience:
      'Owners, operations leads and executive directors of Canadian small and medium businesses and non-profits with 10 to 250 staff who need dependable IT without a full-time department.',
    personality: ['Expert without jargon', 'Calm under pressure', 'Warm and direct', 'Quietly ambitious'],
  },
  logos: {
    intro:
      'Use the supplied files exactly as drawn. Never redraw, recolour or re-type the wordmark; request a new variant from the brand team instead.',
    files: [
      {
        name: 'Primary logo',
        file: '/img/logo.svg',
        usage: 'The default logo: the Northbeam mark on Deep Violet, for headers, social profiles and documents.',
        width: 48,
        height: 48,
      },
      {
        name: 'Logo mark',
        file: '/img/logo-mark.svg',
        usage: 'Square mark for avatars, app tiles, loading states and spaces under 160 px wide.',
        width: 48,
        height: 48,
      },
      {
        name: 'Wordmark lockup',
        file: '/img/logo-wordmark.svg',
        usage: 'Mark and company name side by side for proposals, partner listings and e-mail signatures.',
        width: 300,
        height: 56,
      },
      {
        name: 'Favicon (light)',
        file: '/img/favicon-light.svg',
        usage: 'Browser tab icon on light browser chrome; a white mark on a Deep Violet tile.',
        width: 48,
        height: 48,
      },
      {
        name: 'Favicon (dark)',
        file: '/img/favicon-dark.svg',
        usage: 'Browser tab icon on dark browser chrome; a Deep Violet mark on a Cloud White tile.',
        width: 48,
        height: 48,
        darkBackground: true,
      },
    ],
    clearSpacePx: 32,
    minimumHeightPx: 24,
    rules: [
      'Keep at least 32 px of clear space on every side of the logo, measured from the edge of the mark.',
      'Never reproduce the logo smaller than 24 px high on screen; below that, use the logo mark alone.',
      'Place the full-colour logo on the background colour or white; on Deep Violet or photography, use the white version.',
    ],
    misuse: [
      'Do not stretch, skew, rotate or add effects such as shadows and glows to the logo.',
      'Do not place the logo on busy photography without a solid panel behind it.',
      'Do not change the colour of the accent dot or separate it from the mark.',
    ],
  },
  colours: {
    intro:
      'Deep Violet carries the brand; Signal Purple adds energy in small doses. Most surfaces stay light, with generous white space so the violet reads as a deliberate choice.',
    palette: [
      {
        name: 'Deep Violet',
        token: '--brand-primary',
        hex: '#370065',
        rgb: 'rgb(55 0 101)',
        usage: 'Primary colour: logo, headings on light backgrounds, primary buttons and hero gradients.',
      },
      {
        name: 'Signal Purple',
        token: '--brand-accent',
        hex: '#6C3FA6',
        rgb: 'rgb(108 63 166)',
        usage: 'Secondary and accent colour: links, focus rings, highlights, icons and charts.',
      },
      {
        name: 'Cloud White',
        token: '--brand-background',
        hex: '#FAFBFD',
        rgb: 'rgb(250 251 253)',
        usage: 'Background colour for pages, documents and slide decks.',
      },
      {
        name: 'Midnight Ink',
        token: '--brand-foreground',
        hex: '#1A1F2E',
        rgb: 'rgb(26 31 46)',
        usage: 'Foreground colour for body text, tables and dense information.',
      },
    ],
    accessibility:
      'Body text in Midnight Ink on Cloud White and white text on Deep Violet both exceed a 15:1 contrast ratio; Signal Purple on Cloud White reaches about 7:1, so it is safe for links and text at any size.',
  },
  typography: {
    family: 'Inter',
    fallback: 'system-ui, -apple-system, Segoe UI, sans-serif',
    baseSize: '1rem (16 px)',
    lineHeight: 1.6,
    weights: ['400 Regular for body copy', '600 Semibold for buttons and labels', '700 Bold for headings'],
    scale: [
      {name: 'Display (H1)', size: '3.25rem', weight: 700, usage: 'Page titles in heroes; one per page.'},
      {name: 'Heading (H2)', size: '2.25rem', weight: 700, usage: 'Section titles.'},
      {name: 'Subheading (H3)', size: '1.5rem', weight: 600, usage: 'Card and subsection titles.'},
      {name: 'Body', size: '1rem', weight: 400, usage: 'Paragraphs, lists and form fields, at a 1.6 line height.'},
      {name: 'Small', size: '0.875rem', weight: 400, usage: 'Captions, footnotes and legal text.'},
    ],
    rules: [
      'Set body copy at 1rem with a 1.6 line height and keep lines between 60 and 80 characters.',
      'Use sentence case for headings and buttons; reserve capitals for acronyms such as IT and MSP.',
      'Never set running text in the accent colour; it is for links and short highlights.',
    ],
  },
  imagery: {
    photography: [
      'Show real people at work in Canadian offices, clinics and community spaces, lit naturally.',
      'Prefer candid moments of collaboration over posed handshakes and glowing server rooms.',
      'Apply a subtle violet overlay at 20 to 40 percent opacity when text sits on a photograph.',
    ],
    illustration: [
      'Use flat geometric illustrations built from circles and rounded rectangles, in the brand palette only.',
      'Keep one focal idea per illustration; avoid clip-art metaphors such as padlocks on clouds.',
    ],
    iconography: [
      'Use 24 px line icons with a 2 px stroke and rounded joins, drawn from the Lucide set.',
      'Icons support a label; they never replace the words of a button or link.',
    ],
  },
  loading: {
    intro:
      'The spinning logo mark is our loading indicator for page transitions, embedded forms and long-running actions. It turns once every 1.2 seconds at a steady speed and stops for visitors who prefer reduced motion.',
    sizesPx: [128, 192, 256],
    rules: [
      'Use 128 px inside cards and forms, 192 px for section-level loading and 256 px for full-screen states.',
      'Centre the mark on Cloud White or a translucent white veil, and fade it out over 3 seconds once content is ready.',
    ],
  },
  callsToAction: {
    intro: 'Every page ends with one clear next step. Lead with the outcome for the visitor, not with our services.',
    buttons: [
      {
        label: 'Book a free consultation',
        variant: 'primary',
        usage: 'The main conversion on service and landing pages; one per view.',
      },
      {label: 'Explore our services', variant: 'secondary', usage: 'Secondary path next to a primary button.'},
      {label: 'Read the case study', variant: 'outline', usage: 'Low-commitment links inside content and cards.'},
    ],
    rules: [
      'Write button labels as verbs of four words or fewer, in sentence case.',
      'Never place two primary buttons side by side.',
    ],
  },
  voice: {
    summary:
      'We sound like a trusted senior engineer explaining a plan to a busy executive director: confident, plain-spoken and on their side.',
    traits: [
      {trait: 'Clear', description: 'Short sentences, concrete nouns and numbers instead of adjectives.'},
      {trait: 'Reassuring', description: 'Name the risk, then the plan; never use fear to sell.'},
      {trait: 'Human', description: 'Write "we" and "you", admit what we do not know and follow up.'},
      {trait: 'Canadian', description: 'Canadian spelling, metric units and dates written as 15 January 2024.'},
    ],
    preferred: ['We will have you back online within the hour.', 'Here is what happened and what we changed.'],
    avoid: ['Synergise your digital transformation journey.', 'Military metaphors, hype and unexplained acronyms.'],
    spelling: 'Canadian spelling, as on our website: colour, centre, organisation, cheque.',
  },
  contact: {
    team: 'Brand and Marketing Team',
    email: company.contact.email,
    note: 'Ask the brand team before producing new templates, merchandise or co-branded material, and allow three business days for a review.',
    version: '1.0',
    lastUpdated: '2024-01-15',
    changelog: ['1.0 (2024-01-15): first edition of the guidelines.'],
  },
};
