import {clientNavigationPath, type LinkClick} from '@site/src/lib/clientNavigation';

const page = 'https://example.ca/case-studies/email-migration-microsoft-365';
const click = (overrides: Partial<LinkClick>): LinkClick => ({
  href: '/services/managed-it-services',
  target: null,
  download: false,
  button: 0,
  modifierKey: false,
  defaultPrevented: false,
  ...overrides,
});

describe('clicks on links in static markup', () => {
  it('routes a plain click on a link to another page of the site', () => {
    expect(clientNavigationPath(click({}), page)).toBe('/services/managed-it-services');
  });

  it('keeps the query and the hash of the target', () => {
    expect(clientNavigationPath(click({href: '/blog?tag=security#latest'}), page)).toBe('/blog?tag=security#latest');
  });

  it('resolves relative links against the current page', () => {
    expect(clientNavigationPath(click({href: 'cuaet-emergency-support'}), page)).toBe(
      '/case-studies/cuaet-emergency-support',
    );
    expect(clientNavigationPath(click({href: '../contact'}), page)).toBe('/contact');
  });

  it('accepts an absolute address on the same origin', () => {
    expect(clientNavigationPath(click({href: 'https://example.ca/contact'}), page)).toBe('/contact');
  });

  it.each([
    ['another origin', {href: 'https://learn.microsoft.com/en-us/'}],
    ['a new tab', {target: '_blank'}],
    ['a modifier key (new tab or window)', {modifierKey: true}],
    ['the middle button', {button: 1}],
    ['a download', {download: true}],
    ['a click already handled', {defaultPrevented: true}],
    ['a file', {href: '/blog/rss.xml'}],
    ['a link without href', {href: null}],
    ['an anchor on this page', {href: '#migration-approach'}],
    ['this page with an anchor', {href: '/case-studies/email-migration-microsoft-365#results'}],
  ])('leaves %s to the browser', (_name, overrides) => {
    expect(clientNavigationPath(click(overrides), page)).toBeNull();
  });

  it('treats an explicit _self target as the same tab', () => {
    expect(clientNavigationPath(click({target: '_self'}), page)).toBe('/services/managed-it-services');
  });
});
