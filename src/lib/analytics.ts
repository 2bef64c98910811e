/**
 * Privacy-first visit statistics, off unless ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN are set at
 * build time. The site speaks the documented event API of Plausible Community Edition
 * (`POST <endpoint>/api/event`, a JSON body with `name`, `url`, `domain`, `referrer` and optional
 * `props`) from its own code, never with the vendor's script. Nothing here identifies a visitor:
 * no cookie, no stored identifier, no fingerprint. Addresses lose their query string and hash; an
 * address that matches no page (a mistyped or malicious link) and the referring page also lose
 * their digits and e-mail addresses, and the referrer everything after its first path segment; a
 * search that found nothing is counted without its text, since no masking tells a typed name from
 * a word.
 *
 * Pure functions: the config (docusaurus.config.ts), the post-build pass (the CSP) and the client
 * module (src/clientModules/analytics.ts) share them, and unit tests check them.
 */
import {pathWithinLocale} from './localePath';
import {BOOKING_LINK_MARK} from './siteEvents';

/** Where the events go and under which site they are counted (customFields.analytics). */
export interface AnalyticsConfig {
  /** The collector's origin, `https://stats.example.ca` (http only on 127.0.0.1, for tests). */
  readonly endpoint: string;
  /** The site's name in the collector, `northbeam.example`. */
  readonly domain: string;
}

/** The path of the collector's event API under its origin. */
export const EVENT_API_PATH = '/api/event';

/**
 * The analytics settings of a build, read once from the environment: `null` when both are unset,
 * the normalised config when both are valid. Anything else fails the build naming the setting.
 */
export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim() ?? '';
  const domain = env.ANALYTICS_DOMAIN?.trim() ?? '';
  if (endpoint === '' && domain === '') {
    return null;
  }
  if (endpoint === '') {
    throw new Error(
      'ANALYTICS_DOMAIN is set but ANALYTICS_ENDPOINT is not: set both, or neither to turn analytics off.',
    );
  }
  if (domain === '') {
    throw new Error(
      'ANALYTICS_ENDPOINT is set but ANALYTICS_DOMAIN is not: set both, or neither to turn analytics off.',
    );
  }
  return {endpoint: analyticsOrigin(endpoint), domain: analyticsDomain(domain)};
}

/**
 * The collector's origin: https, or http on 127.0.0.1 only (the end-to-end collector). A path,
 * query, credentials or a malformed address are refused, so the CSP can name exactly this origin.
 */
function analyticsOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ANALYTICS_ENDPOINT must be an origin such as https://stats.example.ca, got "${value}".`);
  }
  const local = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !local) {
    throw new Error(`ANALYTICS_ENDPOINT must be an https origin (http only on 127.0.0.1 for tests), got "${value}".`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(
      `ANALYTICS_ENDPOINT must be an origin without a path, query or credentials (the site posts to ${EVENT_API_PATH} under it), got "${value}".`,
    );
  }
  return url.origin;
}

/** A host name, as the collector names the site: `northbeam.example`, never a URL. */
function analyticsDomain(value: string): string {
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value)) {
    throw new Error(`ANALYTICS_DOMAIN must be a host name such as northbeam.example, got "${value}".`);
  }
  return value.toLowerCase();
}

/** The event API address of a configured collector. */
export function eventApiUrl(config: AnalyticsConfig): string {
  return `${config.endpoint}${EVENT_API_PATH}`;
}

/** Only what the browser says about tracking preferences. */
export interface PrivacySignals {
  readonly globalPrivacyControl?: unknown;
  readonly doNotTrack?: unknown;
}

/** False when the browser sends Global Privacy Control or Do Not Track: nothing is sent then. */
export function trackingAllowed(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl !== true && signals.doNotTrack !== '1' && signals.doNotTrack !== 'yes';
}

/** What stands for an e-mail address in a masked address (kept as is by URL encoding). */
export const EMAIL_MASK = '(email)';
/** What stands for each digit in a masked address (`#` would start the address's fragment). */
export const DIGIT_MASK = '*';

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path with every e-mail address (any run of characters around an "@" within one segment) and
 * every digit masked, each segment decoded first so `%40` and `%34` are caught, then encoded
 * again: `/no-such-page/jane.doe@example.com/4165550199` becomes
 * `/no-such-page/(email)/**********`.
 */
export function maskedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(
        decodedSegment(segment)
          .replace(/[^\s@]*@[^\s@]*/g, EMAIL_MASK)
          .replace(/\p{Nd}/gu, DIGIT_MASK),
      ),
    )
    .join('/');
}

/**
 * The page's address as an event names it: without query string and hash, and with digits and
 * e-mail addresses masked when it matches no page of the site (`known` false). Empty for
 * something that is not an address.
 */
export function pageAddress(href: string, known: boolean): string {
  try {
    const url = new URL(href);
    return `${url.origin}${known ? url.pathname : maskedPath(url.pathname)}`;
  } catch {
    return '';
  }
}

/**
 * The referrer as an event names it: another site's origin and at most its first path segment,
 * masked (`https://mail.example.net/inbox` for `https://mail.example.net/inbox/jane@…?q=…`), which
 * says where visitors come from and nothing about who they are. Null for none, for this site
 * itself (a page of the site may be a not-found address) and for anything but http(s).
 */
export function referrerAddress(referrer: string, pageHref: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
    if (url.origin === new URL(pageHref).origin) {
      return null;
    }
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) {
    return null;
  }
  const firstSegment = url.pathname.split('/')[1] ?? '';
  return `${url.origin}${firstSegment === '' ? '' : maskedPath(`/${firstSegment}`)}`;
}

/**
 * A route of the route table (`@generated/routes`): its path (none matches every address, as in
 * the router), whether it must match exactly, its nested routes.
 */
export interface RouteEntry {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly routes?: readonly RouteEntry[];
}

/** A route path as a pattern: `:name` matches one segment; case-insensitive, optional trailing slash, as the router matches. */
function routePattern(path: string, exact: boolean): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${exact ? '/?$' : '(?:/|$)'}`, 'i');
}

function routeMatches({path, exact = false}: RouteEntry, pathname: string): boolean {
  if (path === undefined) {
    return true;
  }
  const paths: readonly string[] = typeof path === 'string' ? [path] : path;
  return paths.some((one) => one !== '*' && routePattern(one, exact).test(pathname));
}

/**
 * True when a page of the site answers the path: a route other than the catch-all not-found route
 * (`*`) matches it, down to a route without nested routes (a section whose nested routes all miss
 * is not a page).
 */
export function isKnownPath(pathname: string, routes: readonly RouteEntry[]): boolean {
  const candidates = [...new Set([pathname, decodedSegment(pathname)])];
  return routes.some(
    (route) =>
      candidates.some((candidate) => routeMatches(route, candidate)) &&
      (route.routes === undefined || route.routes.length === 0 || isKnownPath(pathname, route.routes)),
  );
}

/** The goals the site counts (Plausible goal names; set them up under these names). */
export const GOALS = {
  contactFormSubmitted: 'Contact Form Submitted',
  phoneCall: 'Phone Call',
  emailClick: 'Email Click',
  scheduleMeeting: 'Schedule Meeting',
  booking: 'Booking',
  outboundLink: 'Outbound Link: Click',
  searchNoResults: 'Search: No Results',
} as const;

export type GoalName = (typeof GOALS)[keyof typeof GOALS];

export interface LinkClick {
  /** The link's resolved address (`a.href`). */
  readonly href: string;
  /** Its `data-analytics` mark, if any. */
  readonly mark?: string | null;
  /** The page's address. */
  readonly pageHref: string;
  /** The page's locale base URL, `/` or `/fr/`. */
  readonly baseUrl: string;
  /** Internal paths (within a locale, with their hash) that count as Schedule Meeting. */
  readonly schedulePaths: readonly string[];
}

/** The page whose outbound links are counted. */
export const OUTBOUND_LINK_PAGE = '/useful-links';

/** The goal a link click counts towards, with its properties, or null for any other link. */
export function goalOfLinkClick({
  href,
  mark,
  pageHref,
  baseUrl,
  schedulePaths,
}: LinkClick): {name: GoalName; props?: Record<string, string>} | null {
  if (mark === BOOKING_LINK_MARK) {
    return {name: GOALS.booking};
  }
  let url: URL;
  let page: URL;
  try {
    url = new URL(href, pageHref);
    page = new URL(pageHref);
  } catch {
    return null;
  }
  if (url.protocol === 'tel:') {
    return {name: GOALS.phoneCall};
  }
  if (url.protocol === 'mailto:') {
    return {name: GOALS.emailClick};
  }
  if (url.origin === page.origin) {
    const within = pathWithinLocale(url.pathname, baseUrl);
    return schedulePaths.includes(`${within}${url.hash}`) ? {name: GOALS.scheduleMeeting} : null;
  }
  if (/^https?:$/.test(url.protocol) && pathWithinLocale(page.pathname, baseUrl) === OUTBOUND_LINK_PAGE) {
    return {name: GOALS.outboundLink, props: {url: `${url.origin}${url.pathname}`}};
  }
  return null;
}

/** The JSON body of one event, as Plausible's event API reads it. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly url: string;
  readonly domain: string;
  readonly referrer: string | null;
  readonly props?: Record<string, string>;
}

/** One event: the page's address masked when `known` is false (see pageAddress) and the referrer reduced (referrerAddress). */
export function analyticsEvent(
  config: AnalyticsConfig,
  {
    name,
    pageHref,
    known,
    referrer,
    props,
  }: {name: string; pageHref: string; known: boolean; referrer: string; props?: Record<string, string>},
): AnalyticsEvent {
  return {
    name,
    url: pageAddress(pageHref, known),
    domain: config.domain,
    referrer: referrerAddress(referrer, pageHref),
    ...(props ? {props} : {}),
  };
}

/** The collector's host name, as the privacy policy names it. */
export function analyticsHost(config: AnalyticsConfig): string {
  return new URL(config.endpoint).host;
}
