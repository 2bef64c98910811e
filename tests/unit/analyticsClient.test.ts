/**
 * @jest-environment jsdom
 *
 * The visit-statistics client module as a visitor's browser runs it, against a recording `fetch`:
 * what the owner's collector receives on page views, goals and searches, and that nothing at all
 * is sent under Global Privacy Control or Do Not Track. The events' fields (masking, referrers,
 * which links are goals) are the pure functions of src/lib/analytics, tested in analytics.test.ts.
 */
import type {ClientModule} from '@docusaurus/types';
import {announceSiteEvent} from '@site/src/lib/siteEvents';

const COLLECTOR = 'https://stats.example.ca';

jest.mock('@site/src/internals/siteConfig', () => ({
  __esModule: true,
  default: {
    baseUrl: '/',
    customFields: {analytics: {endpoint: 'https://stats.example.ca', domain: 'northbeam.example'}},
  },
}));
jest.mock('@site/src/internals/generatedRoutes', () => ({
  __esModule: true,
  default: [
    {path: '/about', exact: true},
    {path: '/contact', exact: true},
    {path: '/useful-links', exact: true},
    {path: '*'},
  ],
}));

interface Sent {
  url: string;
  init: RequestInit;
  event: {name: string; url: string; domain: string; referrer: string | null; props?: Record<string, string>};
}

/** The listeners each load of the module adds, removed after each test as a new page would. */
const listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean | undefined][] = [];
for (const target of [window, document]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
    const capture =
      typeof options === 'object' ? Boolean((options as AddEventListenerOptions).capture) : Boolean(options);
    listeners.push([target, type, listener, capture]);
    add(type, listener, capture);
  };
}
afterEach(() => {
  for (const [target, type, listener, options] of listeners.splice(0)) {
    target.removeEventListener(type, listener, options);
  }
});

/** Loads the module afresh in a page at `address`, with the browser's privacy signals. */
function visit(address: string, signals: {globalPrivacyControl?: boolean; doNotTrack?: string} = {}) {
  window.history.replaceState(null, '', address);
  Object.defineProperty(navigator, 'globalPrivacyControl', {value: signals.globalPrivacyControl, configurable: true});
  Object.defineProperty(navigator, 'doNotTrack', {value: signals.doNotTrack ?? null, configurable: true});
  const sent: Sent[] = [];
  window.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({url, init, event: JSON.parse(String(init.body))});
    return Promise.resolve({ok: true});
  }) as unknown as typeof fetch;
  let module!: {default: ClientModule};
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per page, as a new page load runs it
    module = require('@site/src/clientModules/analytics');
  });
  const routeDidUpdate = (pathname: string, previous?: string) => {
    window.history.pushState(null, '', pathname);
    module.default.onRouteDidUpdate!({
      location: {...window.location, pathname} as never,
      previousLocation: previous === undefined ? null : ({pathname: previous} as never),
    });
  };
  const click = (href: string, mark?: string) => {
    const link = Object.assign(document.createElement('a'), {href});
    if (mark) {
      link.dataset.analytics = mark;
    }
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    link.remove();
  };
  return {sent, routeDidUpdate, click};
}

describe('visit statistics, as the owner’s collector receives them', () => {
  it('a page view on the first load and on each new page, without query or fragment, masked off the site’s pages, posted as text without cookies', () => {
    const {sent, routeDidUpdate} = visit('/about?email=someone%40example.com#team');
    routeDidUpdate('/about');
    routeDidUpdate('/about', '/about'); // a hash or query change on the same page
    routeDidUpdate('/contact', '/about');
    routeDidUpdate('/no-such-page/jane@example.com/4165550199', '/contact');
    expect(sent.map(({event}) => [event.name, event.url])).toEqual([
      ['pageview', 'http://localhost/about'],
      ['pageview', 'http://localhost/contact'],
      ['pageview', 'http://localhost/no-such-page/(email)/**********'],
    ]);
    expect(sent[0]).toMatchObject({
      url: `${COLLECTOR}/api/event`,
      init: {method: 'POST', credentials: 'omit', keepalive: true, headers: {'Content-Type': 'text/plain'}},
      event: {domain: 'northbeam.example', referrer: null},
    });
  });

  it('phone, e-mail and meeting links, the form submission and a search without results count as goals, without their details', () => {
    const {sent, click} = visit('/about');
    click('tel:+14165550100');
    click('mailto:hello@example.com');
    click('/contact#schedule');
    click('/contact');
    click('https://portal.office.com/admin');
    click('https://outlook.office.com/book/northbeam', 'booking');
    announceSiteEvent({type: 'contact-form-submitted'});
    announceSiteEvent({type: 'search-without-results'});
    expect(sent.map(({event}) => [event.name, event.props])).toEqual([
      ['Phone Call', undefined],
      ['Email Click', undefined],
      ['Schedule Meeting', undefined],
      ['Booking', undefined],
      ['Contact Form Submitted', undefined],
      ['Search: No Results', undefined],
    ]);
  });

  it('outbound links count only on Useful Links, with their address without query', () => {
    const {sent, click} = visit('/useful-links');
    click('https://portal.office.com/admin?tenant=x#y');
    expect(sent.map(({event}) => [event.name, event.props])).toEqual([
      ['Outbound Link: Click', {url: 'https://portal.office.com/admin'}],
    ]);
  });

  it.each([[{globalPrivacyControl: true}], [{doNotTrack: '1'}], [{doNotTrack: 'yes'}]])(
    'sends nothing at all with %j',
    (signals) => {
      const {sent, routeDidUpdate, click} = visit('/about', signals);
      routeDidUpdate('/about');
      click('tel:+14165550100');
      announceSiteEvent({type: 'contact-form-submitted'});
      expect(sent).toEqual([]);
    },
  );
});
