/**
 * The home page: which sections are on, and the hero copy (its title and description are the
 * company's tagline and description, added by plugins/site-data after translating).
 */
export const homeSections = {
  services: true,
  /** Headline case-study results and compliance commitments, on a dark band. */
  trustBand: true,
  caseStudies: true,
  usefulLinks: true,
  blog: true,
  testimonials: false,
  callToAction: true,
} as const;

export const homeHero = {
  badge: 'IT & Technology Solutions',
  primaryAction: {label: 'Get in Touch', link: '/contact#contact-form'},
  secondaryAction: {label: 'Explore Our Services', link: '/services'},
  /** The static background, shown until (and unless) the 3D scene takes over. */
  image: {src: '/img/hero/network.svg', width: 1600, height: 900},
} as const;

/** Delay before the 3D hero scene may load (5000 ms). */
export const HERO_SCENE_DELAY_MS = 5000;

/** Client quotes: none until clients approve some for publication (the section stays off and renders nothing). */
export const testimonials: {id: string; quote: string; author: string; position: string; company: string}[] = [];
