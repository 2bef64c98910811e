/**
 * What a visitor did that the page itself knows and links do not show: the embedded contact form
 * reported a submission, or a search found nothing (never what was typed: it may be a name).
 * Components announce it on `window`; the
 * analytics client module, built in only when analytics is configured, is the one listener. With
 * analytics off nobody listens and the announcement goes nowhere.
 */
export const SITE_EVENT = 'northbeam:site-event';

export type SiteEvent = {readonly type: 'contact-form-submitted'} | {readonly type: 'search-without-results'};

export function announceSiteEvent(event: SiteEvent): void {
  window.dispatchEvent(new CustomEvent<SiteEvent>(SITE_EVENT, {detail: event}));
}

/**
 * Value of `data-analytics` on a link that opens the online booking page: a plain link the page
 * marks, which the analytics module counts as a booking.
 */
export const BOOKING_LINK_MARK = 'booking';
