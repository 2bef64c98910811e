import path from 'node:path';
import {npmUrl, packageNotice, renderLicences} from '@site/scripts/postbuild/licences';

describe('the licence notices the owner publishes', () => {
  // An installed MPL package (the accessibility checker of the e2e suite): no MPL package reaches the browser today.
  const mplPackage = packageNotice(path.join(__dirname, '../../node_modules/axe-core'));

  it('name where the source of an MPL package is published, with its licence text', () => {
    expect(mplPackage.text).toMatch(/Mozilla Public License/);
    const text = renderLicences([mplPackage], 'Northbeam Technologies');
    expect(text).toContain(`axe-core ${mplPackage.version}\nLicence: MPL-2.0\nSource: ${npmUrl(mplPackage)}`);
    expect(text).toContain(
      `its source code, including the files this\nwebsite uses unmodified, is available at ${npmUrl(mplPackage)}`,
    );
    expect(npmUrl(mplPackage)).toBe(`https://www.npmjs.com/package/axe-core/v/${mplPackage.version}`);
  });

  it('list each package once, sorted, and say when a package has no licence file', () => {
    const text = renderLicences(
      [
        {name: 'b', version: '1.0.0', licence: 'MIT', text: 'MIT text'},
        {name: 'a', version: '2.0.0', licence: 'ISC', text: undefined},
        {name: 'b', version: '1.0.0', licence: 'MIT', text: 'MIT text'},
      ],
      'Site',
    );
    expect(text).toContain('include the 2 open-source packages below');
    expect(text.indexOf('a 2.0.0')).toBeLessThan(text.indexOf('b 1.0.0'));
    expect(text).toContain('The package includes no licence file; its package.json states the licence ISC.');
  });
});
