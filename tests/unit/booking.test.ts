/** The owner's online booking page (BOOKING_URL): https only, and on the contact page only when set. */
import {parseBookingUrl} from '@site/src/lib/bookingUrl';

/** The custom fields of docusaurus.config.ts as a build with this BOOKING_URL loads it. */
async function customFieldsWith(bookingUrl: string | undefined): Promise<Record<string, unknown>> {
  const saved = {...process.env};
  process.env.BOOKING_URL = bookingUrl ?? '';
  let config!: {customFields: Record<string, unknown>};
  await jest.isolateModulesAsync(async () => {
    config = (await import('@site/docusaurus.config')).default as unknown as typeof config;
  });
  process.env = saved;
  return config.customFields;
}

describe('the owner’s booking page (BOOKING_URL)', () => {
  it('reaches the contact page when set to an https address, and nothing does when blank', async () => {
    expect(await customFieldsWith('https://Cal.com/northbeam/30min')).toMatchObject({
      bookingUrl: 'https://cal.com/northbeam/30min',
    });
    expect(Object.keys(await customFieldsWith('  '))).not.toContain('bookingUrl');
  });

  it.each(['http://cal.com/northbeam', 'javascript:alert(1)', '/contact', 'https://user:secret@cal.com/x'])(
    'fails the build on %s, naming the setting',
    (value) => {
      expect(() => parseBookingUrl(value)).toThrow('BOOKING_URL must be the https:// address of the booking page');
    },
  );
});
