/** Privacy-first statistics (Plausible's event API, ANALYTICS_*): no cookie, addresses masked, no search text. */
import {matchedRoutePath, type RouteEntry} from './canonicalPath';
import {pathWithinLocale} from './localePath';
import {safeDecodeURIComponent} from './safeUrl';
import {BOOKING_LINK_MARK} from './siteEvents';

/** Where the events go (an origin) and under which site name the collector counts them. */
export interface AnalyticsConfig {
  readonly endpoint: string;
  readonly domain: string;
}

export const EVENT_API_PATH = '/api/event';

/** `new URL` or null: `URL.parse` is too recent for the browsers the site supports. */
function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The build's settings, null when unset; anything but a bare https origin and a host name fails the build. */
export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim() ?? '';
  const domain = env.ANALYTICS_DOMAIN?.trim() ?? '';
  if (endpoint === '' && domain === '') {
    return null;
  }
  if (endpoint === '' || domain === '') {
    const [set, unset] = endpoint === '' ? ['DOMAIN', 'ENDPOINT'] : ['ENDPOINT', 'DOMAIN'];
    throw new Error(
      `ANALYTICS_${set} is set but ANALYTICS_${unset} is not: set both, or neither to turn analytics off.`,
    );
  }
  const url = parseUrl(endpoint);
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && url.hostname === '127.0.0.1');
  if (!url || !secure || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(
      `ANALYTICS_ENDPOINT must be an https origin without a path, query or credentials, such as ` +
        `https://stats.example.ca (http only on 127.0.0.1, for tests), got "${endpoint}".`,
    );
  }
  if (!HOST_NAME.test(domain)) {
    throw new Error(`ANALYTICS_DOMAIN must be a host name such as northbeam.example, got "${domain}".`);
  }
  return {endpoint: url.origin, domain: domain.toLowerCase()};
}

export const eventApiUrl = (config: AnalyticsConfig): string => `${config.endpoint}${EVENT_API_PATH}`;

/** The collector's host name, as the privacy policy names it. */
export const analyticsHost = (config: AnalyticsConfig): string => new URL(config.endpoint).host;

/** False when the browser sends Global Privacy Control or Do Not Track: nothing is sent then. */
export function trackingAllowed({
  globalPrivacyControl,
  doNotTrack,
}: {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
}): boolean {
  return globalPrivacyControl !== true && doNotTrack !== '1' && doNotTrack !== 'yes';
}

/** A path with e-mail addresses masked as `(email)` and digits as `*`, each segment decoded first. */
export function maskedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(
        safeDecodeURIComponent(segment)
          .replace(/[^\s@]*@[^\s@]*/g, '(email)')
          .replace(/\p{Nd}/gu, '*'),
      ),
    )
    .join('/');
}

/** The page's address without query and hash, masked unless it is a page of the site; '' for no address. */
export function pageAddress(href: string, known: boolean): string {
  const url = parseUrl(href);
  return url ? `${url.origin}${known ? url.pathname : maskedPath(url.pathname)}` : '';
}

/** Another site's origin and its first path segment, masked; null for none, this site or non-http(s). */
export function referrerAddress(referrer: string, pageHref: string): string | null {
  const url = parseUrl(referrer);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin === parseUrl(pageHref)?.origin) {
    return null;
  }
  const firstSegment = url.pathname.split('/')[1] ?? '';
  return `${url.origin}${firstSegment === '' ? '' : maskedPath(`/${firstSegment}`)}`;
}

/** How the router matches a route of a static build: any case, an optional trailing slash, and below a route that is not exact. */
function routeMatches(pathname: string, {path, exact}: RouteEntry): boolean {
  const route = String(path).replace(/\/$/, '').toLowerCase();
  const address = pathname.toLowerCase();
  return address.replace(/\/$/, '') === route || (!exact && address.startsWith(`${route}/`));
}

/** True when a page of the site answers the path (a route other than the not-found catch-all). */
export function isKnownPath(pathname: string, routes: readonly RouteEntry[]): boolean {
  return [pathname, safeDecodeURIComponent(pathname)].some(
    (candidate) => matchedRoutePath(candidate, routes, routeMatches) !== null,
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

type Goal = {name: (typeof GOALS)[keyof typeof GOALS]; props?: Record<string, string>};

/** The goal a link click counts towards (booking, phone, e-mail, contact form, Useful Links), or null. */
export function goalOfLinkClick(click: {
  href: string;
  mark?: string | null;
  pageHref: string;
  /** The page's locale base URL, `/` or `/fr/`. */
  baseUrl: string;
  schedulePaths: readonly string[];
}): Goal | null {
  const url = parseUrl(click.href, click.pageHref);
  const page = parseUrl(click.pageHref);
  if (click.mark === BOOKING_LINK_MARK) {
    return {name: GOALS.booking};
  }
  if (!url || !page) {
    return null;
  }
  if (url.protocol === 'tel:' || url.protocol === 'mailto:') {
    return {name: url.protocol === 'tel:' ? GOALS.phoneCall : GOALS.emailClick};
  }
  if (url.origin === page.origin) {
    const target = `${pathWithinLocale(url.pathname, click.baseUrl)}${url.hash}`;
    return click.schedulePaths.includes(target) ? {name: GOALS.scheduleMeeting} : null;
  }
  if (/^https?:$/.test(url.protocol) && pathWithinLocale(page.pathname, click.baseUrl) === '/useful-links') {
    return {name: GOALS.outboundLink, props: {url: `${url.origin}${url.pathname}`}};
  }
  return null;
}

/** One event, as Plausible's event API reads it: the address masked unless `known` (pageAddress), the referrer reduced. */
export function analyticsEvent(
  config: AnalyticsConfig,
  event: {name: string; pageHref: string; known: boolean; referrer: string; props?: Record<string, string>},
) {
  return {
    name: event.name,
    url: pageAddress(event.pageHref, event.known),
    domain: config.domain,
    referrer: referrerAddress(event.referrer, event.pageHref),
    ...(event.props ? {props: event.props} : {}),
  };
}
