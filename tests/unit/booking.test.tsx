/**
 * Online booking (BOOKING_URL): the setting's validation, the one place the config reads it, and
 * the contact page's "Book a time" link, rendered with Docusaurus's client modules stubbed (the
 * end-to-end suite checks the built contact page without the setting).
 */
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {parseBookingUrl} from '@site/src/lib/bookingUrl';
import {BOOKING_LINK_MARK} from '@site/src/lib/siteEvents';

/** The custom fields the stubbed useDocusaurusContext returns to the component. */
let customFields: Record<string, unknown> = {};

jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({__esModule: true, default: () => ({siteConfig: {customFields}})}),
  {virtual: true},
);
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({children, ...props}: {children: ReactNode}) => <a {...props}>{children}</a>,
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/Translate',
  () => ({__esModule: true, default: ({children}: {children: ReactNode}) => <>{children}</>}),
  {virtual: true},
);

describe('parseBookingUrl', () => {
  it('is off when the setting is unset or blank', () => {
    expect(parseBookingUrl(undefined)).toBeUndefined();
    expect(parseBookingUrl('')).toBeUndefined();
    expect(parseBookingUrl('   ')).toBeUndefined();
  });

  it('accepts an https booking page and returns it normalised', () => {
    expect(parseBookingUrl(' https://outlook.office365.com/book/Northbeam@northbeam.ca/ ')).toBe(
      'https://outlook.office365.com/book/Northbeam@northbeam.ca/',
    );
    expect(parseBookingUrl('https://Cal.com/northbeam/30min')).toBe('https://cal.com/northbeam/30min');
  });

  it.each([
    'http://cal.com/northbeam',
    'javascript:alert(1)',
    'cal.com/northbeam',
    '/contact',
    'https://user:secret@cal.com/x',
  ])('refuses %s with an error naming the setting', (value) => {
    expect(() => parseBookingUrl(value)).toThrow(`BOOKING_URL must be the https:// address of the booking page`);
  });
});

describe('the site configuration', () => {
  const original = process.env.BOOKING_URL;
  afterEach(() => {
    if (original === undefined) {
      delete process.env.BOOKING_URL;
    } else {
      process.env.BOOKING_URL = original;
    }
  });

  /** docusaurus.config.ts as a build with this environment loads it. */
  async function loadConfig(): Promise<{customFields: Record<string, unknown>}> {
    let config!: {customFields: Record<string, unknown>};
    await jest.isolateModulesAsync(async () => {
      config = (await import('@site/docusaurus.config')).default as unknown as typeof config;
    });
    return config;
  }

  it('has no booking field when BOOKING_URL is unset, so the client configuration is unchanged', async () => {
    delete process.env.BOOKING_URL;
    expect(Object.keys((await loadConfig()).customFields)).not.toContain('bookingUrl');
  });

  it('passes an https BOOKING_URL to the pages', async () => {
    process.env.BOOKING_URL = 'https://cal.com/northbeam/consultation';
    expect((await loadConfig()).customFields.bookingUrl).toBe('https://cal.com/northbeam/consultation');
  });
});

describe('the "Book a time" link of the contact page', () => {
  /** The link as the contact page renders it with these custom fields. */
  async function render(fields: Record<string, unknown>): Promise<string> {
    customFields = fields;
    const {default: BookingLink} = await import('@site/src/pages/contact/_components/BookingLink');
    return renderToStaticMarkup(<BookingLink />);
  }

  it('renders nothing when no booking page is set', async () => {
    expect(await render({buildYear: 2026})).toBe('');
  });

  it('opens the booking page in a new tab, announced, with no frame or script', async () => {
    const markup = await render({bookingUrl: 'https://cal.com/northbeam/consultation'});
    const $ = load(markup);
    const link = $('a');
    expect(link).toHaveLength(1);
    expect(link.attr('href')).toBe('https://cal.com/northbeam/consultation');
    expect(link.attr('target')).toBe('_blank');
    expect(link.attr('rel')).toBe('noopener noreferrer');
    // The analytics module counts a click on it as a booking (src/lib/analytics.ts).
    expect(link.attr('data-analytics')).toBe(BOOKING_LINK_MARK);
    expect(link.text()).toBe('Book a time (opens in a new tab)');
    expect($('iframe, script, img, link, object, embed')).toHaveLength(0);
  });
});
