import {ariaCurrentFor, isItemActive, isLinkActive, normalizePath} from '@site/src/lib/navigation';
import {siteDataIn} from '@site/plugins/site-data';
import {serviceNavigationOf, withServicePages} from '@site/src/lib/serviceNavigation';
import type {NavigationItem} from '@site/src/data/navigation';
import {serviceSummariesIn} from '../support/services';

const {
  navigation: {mainNavigation: menuWithoutServices, footerPages, footerLegalLinks},
} = siteDataIn('en-CA');

/** The main menu as the browser reads it: the service pages joined from the summaries. */
let mainNavigation: NavigationItem[] = [];
beforeAll(async () => {
  mainNavigation = withServicePages(menuWithoutServices, serviceNavigationOf(await serviceSummariesIn('en-CA')));
});

describe('the menu link a visitor sees as active', () => {
  it('is home only on exactly "/", and another link on its page and below it, by whole segments', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/', '/about')).toBe(false);
    expect(isLinkActive('/services', '/services/cloud-hosting-services')).toBe(true);
    expect(isLinkActive('/about', '/about-us')).toBe(false);
  });

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(isLinkActive('/case-studies', '/case-studies/?category=cybersecurity-services')).toBe(true);
    expect(isLinkActive('/contact', '/contact#schedule')).toBe(true);
    expect(normalizePath('')).toBe('/');
  });

  it('is a parent when its own path or any child path is active', () => {
    const resources = mainNavigation.find((item) => item.path === '/resources')!;
    expect(isItemActive(resources, '/blog/mfa-setup-quick-tip')).toBe(true);
    expect(isItemActive(resources, '/services')).toBe(false);
  });
});

describe('the menu link a screen-reader user hears as current', () => {
  const services = {path: '/services', children: [{path: '/services/cloud-hosting-services'}]};

  it('marks a plain link current on its page and below it', () => {
    expect(ariaCurrentFor({path: '/blog'}, '/blog/mfa-setup-quick-tip')).toBe('page');
    expect(ariaCurrentFor({path: '/about'}, '/contact')).toBeUndefined();
  });

  it('marks a parent with a submenu current only on its own page, leaving a child page to the child', () => {
    expect(ariaCurrentFor(services, '/services')).toBe('page');
    expect(ariaCurrentFor(services, '/services/cloud-hosting-services')).toBeUndefined();
    expect(ariaCurrentFor(services.children[0]!, '/services/cloud-hosting-services')).toBe('page');
  });
});

describe('navigation data', () => {
  it('repeats no path within the menu or a footer list', () => {
    const menuPaths = mainNavigation.flatMap((item) => [
      item.path,
      ...(item.children ?? []).map((child) => child.path),
    ]);
    for (const paths of [menuPaths, footerPages.map((page) => page.path), footerLegalLinks.map((page) => page.path)]) {
      expect(paths.filter((p, index) => paths.indexOf(p) !== index)).toEqual([]);
    }
  });
});
