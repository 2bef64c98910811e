/** The site menu and footer lists. */
import {serviceLinks} from './serviceLinks';

export interface NavigationItem {
  title: string;
  path: string;
  children?: NavigationItem[];
}

/**
 * The service pages, as menu and footer links. Marked pure so that a bundle importing only
 * `scheduleMeetingPath` from here leaves out these English lists.
 */
export const serviceNavigation: NavigationItem[] = /* @__PURE__ */ serviceLinks.map((service) => ({
  title: service.title,
  path: service.link,
}));

export const mainNavigation: NavigationItem[] = [
  {title: 'Home', path: '/'},
  {title: 'About Us', path: '/about'},
  {
    title: 'IT Services',
    path: '/services',
    children: serviceNavigation,
  },
  {
    title: 'Resources',
    path: '/resources',
    children: [
      {title: 'Case Studies', path: '/case-studies'},
      {title: 'Blog', path: '/blog'},
      {title: 'Useful Links', path: '/useful-links'},
      {title: 'Legal Information', path: '/legal'},
    ],
  },
  {title: 'Contact', path: '/contact'},
];

export const footerPages: NavigationItem[] = [
  {title: 'Home', path: '/'},
  {title: 'About Us', path: '/about'},
  {title: 'Contact', path: '/contact'},
  {title: 'Case Studies', path: '/case-studies'},
  {title: 'Blog', path: '/blog'},
  {title: 'Useful Links', path: '/useful-links'},
];

export const footerLegalLinks: NavigationItem[] = [
  {title: 'Privacy Policy', path: '/privacy-policy'},
  {title: 'Terms & Conditions', path: '/terms-and-conditions'},
  {title: 'Legal Information', path: '/legal'},
];

/** Where "Schedule Meeting" buttons point. */
export const scheduleMeetingPath = '/contact#contact-form';

/** The not-found page's "Popular Pages" grid. */
export const popularPages: (NavigationItem & {description: string})[] = [
  {title: 'Home', path: '/', description: 'Start from our home page and explore what we do.'},
  {title: 'About Us', path: '/about', description: 'Meet the team and learn how we work.'},
  {title: 'IT Services', path: '/services', description: 'Eight service lines for growing organisations.'},
  {title: 'Contact', path: '/contact', description: 'Send us a message or find our office details.'},
  {title: 'Case Studies', path: '/case-studies', description: 'See the results we have delivered for clients.'},
  {
    title: 'Schedule Consultation',
    path: '/contact#schedule',
    description: 'Book a no-obligation conversation with us.',
  },
];
