/**
 * Home page configuration: which sections are on, and the hero copy. The testimonials
 * section exists but is switched off until the company has client quotes it may publish. The
 * hero's title and description are the company's tagline and description (company.ts), which
 * plugins/site-data adds after translating.
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

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  position: string;
  company: string;
}

/**
 * Client quotes for the testimonials section. Empty until clients approve quotes for
 * publication; the section stays off (`homeSections.testimonials`) and renders nothing while empty.
 */
export const testimonials: readonly Testimonial[] = [];
