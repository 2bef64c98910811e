/** The About page, in page order; company facts are placeholders (`{companyName}`, src/lib/facts.ts). */
import type {IconName} from './icons';

/** A card; the mission and vision add their statement from `companyStatements`. */
type Card = {id: string; title: string; description: string; icon: IconName};

/** The page header; its eyebrow is the page's title in the menu (navigation.ts), added after translation. */
export const aboutHeader = {
  title: 'Helping Canadian SMBs Do More With Technology',
  intro:
    '{companyName} is a {city}-based managed IT services company working with small and medium businesses and non-profits across Canada. ' +
    'Our team of engineers, consultants and trainers supports clients {inEveryLanguage}, and every engagement is backed by our {guarantee}.',
};

export const missionVision = [
  {
    id: 'mission',
    title: 'Our Mission',
    description:
      'Instead of fitting your organisation around a standard package, we listen first and then design, build and support the combination of services that actually solves the problem in front of you.',
    icon: 'target',
  },
  {
    id: 'vision',
    title: 'Our Vision',
    description:
      'We invest continuously in our engineers’ certifications, in modern tooling and in practical AI, so that organisations of every size can benefit from the same technology once reserved for large enterprises.',
    icon: 'rocket',
  },
] satisfies (Card & {id: 'mission' | 'vision'})[];

export type MissionVisionItem = (typeof missionVision)[number];

export const coreValues: Card[] = [
  {
    id: 'innovation',
    title: 'Innovation',
    description:
      'We look for better ways to work, test new tools carefully before recommending them, and bring proven ideas such as automation and AI assistants to organisations that could not otherwise afford to experiment.',
    icon: 'lightbulb',
  },
  {
    id: 'excellence',
    title: 'Excellence',
    description:
      'We document what we build, measure response times against our service levels and follow up after every project, because reliable IT depends on doing the basics well every time.',
    icon: 'award',
  },
  {
    id: 'integrity',
    title: 'Integrity',
    description:
      'We recommend only what you need, explain costs in plain language and tell you when the simplest option is the right one, even if it means less work for us.',
    icon: 'scale',
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    description:
      'We work alongside your staff, vendors and board as one team, sharing knowledge so your organisation grows more capable rather than more dependent.',
    icon: 'handshake',
  },
];

export const companyHistory = [
  {
    id: 'remote-work-beginnings',
    year: 2021,
    title: 'The Beginning',
    description:
      'Our founders began supporting Toronto non-profits and small businesses through the shift to remote work, setting up secure home offices, cloud e-mail and video meetings for teams that had never needed them before.',
  },
  {
    id: 'growth-and-expansion',
    year: 2022,
    title: 'Growth & Expansion',
    description:
      'Word of mouth brought new clients and new kinds of work: office networks, cybersecurity programmes and cloud voice systems. A growing multilingual team began serving newcomer-focused organisations in their own languages.',
  },
  {
    id: 'managed-services-launch',
    year: 2023,
    title: 'Digital Innovation',
    description:
      'In {launched} we launched {companyName} as a full managed services provider, bringing eight service lines together under one roof, from help-desk support and hardware to software development, training and virtual CIO advice.',
  },
];

export const approach: Card[] = [
  {
    id: 'client-centric',
    title: 'Client-Centric Focus',
    description:
      'Every engagement starts with your goals, budget and people. We assign a consistent team that learns how you work, and our {guarantee} means we keep going until you are satisfied with the result.',
    icon: 'heart',
  },
  {
    id: 'innovation-driven',
    title: 'Innovation-Driven Solutions',
    description:
      'We combine established, well-supported platforms with carefully chosen new tools such as automation and AI assistants, so you gain efficiency without taking on unnecessary risk.',
    icon: 'sparkles',
  },
  {
    id: 'collaborative-partnership',
    title: 'Collaborative Partnership',
    description:
      'We act as an extension of your team: transparent reporting, regular planning reviews and shared documentation keep everyone informed and make decisions easier.',
    icon: 'users',
  },
];
