/**
 * The site menu and footer lists. Each page's title is written once, in `sitePages`; the menus
 * name pages by id, and plugins/site-data turns them into `NavigationItem`s after translating.
 */

export interface NavigationItem {
  title: string;
  path: string;
  children?: NavigationItem[];
}

/**
 * The pages the menus name, each with its one title: the menu label, and the page's own browser
 * title and eyebrow. `heading` is the page's main heading where it says more than the title.
 */
export const sitePages = [
  {id: 'home', title: 'Home', path: '/'},
  {id: 'about', title: 'About Us', path: '/about'},
  {id: 'services', title: 'IT Services', path: '/services'},
  {id: 'resources', title: 'Resources', path: '/resources'},
  {id: 'case-studies', title: 'Case Studies', path: '/case-studies'},
  {id: 'blog', title: 'Blog', heading: 'Blog & Insights', path: '/blog'},
  {id: 'useful-links', title: 'Useful Links', path: '/useful-links'},
  {id: 'legal', title: 'Legal Information', path: '/legal'},
  {id: 'contact', title: 'Contact', path: '/contact'},
  {id: 'privacy-policy', title: 'Privacy Policy', path: '/privacy-policy'},
  {id: 'terms-and-conditions', title: 'Terms & Conditions', path: '/terms-and-conditions'},
  {id: 'accessibility', title: 'Accessibility', path: '/accessibility'},
  {id: 'schedule-consultation', title: 'Schedule Consultation', path: '/contact#schedule'},
] as const satisfies readonly (NavigationItem & {id: string; heading?: string})[];

export type SitePageId = (typeof sitePages)[number]['id'];

/** A menu entry: a page, and below it other pages, or the service pages (`servicePages`). */
export interface MenuEntry {
  page: SitePageId;
  children?: readonly SitePageId[];
  servicePages?: true;
}

export const menus = {
  mainNavigation: [
    {page: 'home'},
    {page: 'about'},
    {page: 'services', servicePages: true},
    {page: 'resources', children: ['case-studies', 'blog', 'useful-links', 'legal']},
    {page: 'contact'},
  ],
  footerPages: [
    {page: 'home'},
    {page: 'about'},
    {page: 'contact'},
    {page: 'case-studies'},
    {page: 'blog'},
    {page: 'useful-links'},
  ],
  footerLegalLinks: [
    {page: 'privacy-policy'},
    {page: 'terms-and-conditions'},
    {page: 'accessibility'},
    {page: 'legal'},
  ],
} as const satisfies Record<string, readonly MenuEntry[]>;

/** Where "Schedule Meeting" buttons point. */
export const scheduleMeetingPath = '/contact#contact-form';

/** The not-found page's "Popular Pages" grid: pages with a line on each. */
export const popularPages: {id: SitePageId; description: string}[] = [
  {id: 'home', description: 'Start from our home page and explore what we do.'},
  {id: 'about', description: 'Meet the team and learn how we work.'},
  {id: 'services', description: 'Eight service lines for growing organisations.'},
  {id: 'contact', description: 'Send us a message or find our office details.'},
  {id: 'case-studies', description: 'See the results we have delivered for clients.'},
  {id: 'schedule-consultation', description: 'Book a no-obligation conversation with us.'},
];
