/**
 * Visit statistics for the Plausible-compatible collector of ANALYTICS_ENDPOINT (registered only
 * when it is set): a page view per page and the goals of src/lib/analytics. One `fetch` per event,
 * no credentials; nothing stored, nothing sent under Global Privacy Control or Do Not Track.
 */
import type {ClientModule} from '@docusaurus/types';
import routes from '@site/src/internals/generatedRoutes';
import siteConfig from '@site/src/internals/siteConfig';
import type {SiteCustomFields} from '@site/src/hooks/useSiteCustomFields';
import {CONTACT_FORM_ANCHORS} from '@site/src/lib/contactHash';
import {
  GOALS,
  analyticsEvent,
  eventApiUrl,
  goalOfLinkClick,
  isKnownPath,
  trackingAllowed,
} from '@site/src/lib/analytics';
import {SITE_EVENT, type SiteEvent} from '@site/src/lib/siteEvents';

const config = (siteConfig.customFields as unknown as SiteCustomFields).analytics;

/** Links into the contact form or the schedule area count as Schedule Meeting. */
const SCHEDULE_PATHS = CONTACT_FORM_ANCHORS.map((anchor) => `/contact#${anchor}`);

function send(name: string, props?: Record<string, string>): void {
  const navigatorSignals = navigator as Navigator & {globalPrivacyControl?: unknown};
  if (
    !config ||
    !trackingAllowed({globalPrivacyControl: navigatorSignals.globalPrivacyControl, doNotTrack: navigator.doNotTrack})
  ) {
    return;
  }
  const event = analyticsEvent(config, {
    name,
    pageHref: window.location.href,
    known: isKnownPath(window.location.pathname, routes),
    referrer: document.referrer,
    props,
  });
  // text/plain and no-cors: a simple request (no preflight), as Plausible's own script sends it.
  fetch(eventApiUrl(config), {
    method: 'POST',
    body: JSON.stringify(event),
    keepalive: true,
    credentials: 'omit',
    mode: 'no-cors',
    headers: {'Content-Type': 'text/plain'},
  }).catch(() => undefined);
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) {
    return;
  }
  const goal = goalOfLinkClick({
    href: link.href,
    mark: link.dataset.analytics,
    pageHref: window.location.href,
    baseUrl: siteConfig.baseUrl,
    schedulePaths: SCHEDULE_PATHS,
  });
  if (goal) {
    send(goal.name, goal.props);
  }
}

function onSiteEvent(event: Event): void {
  const detail = (event as CustomEvent<SiteEvent>).detail;
  if (detail.type === 'contact-form-submitted') {
    send(GOALS.contactFormSubmitted);
  } else if (detail.type === 'search-without-results') {
    send(GOALS.searchNoResults);
  }
}

if (typeof window !== 'undefined' && config) {
  // Capture: a component that stops the click's propagation still counts.
  document.addEventListener('click', onClick, {capture: true});
  window.addEventListener(SITE_EVENT, onSiteEvent);
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A hash or query change on the same page is not a new page view.
    if (!previousLocation || previousLocation.pathname !== location.pathname) {
      send('pageview');
    }
  },
};

export default analytics;
