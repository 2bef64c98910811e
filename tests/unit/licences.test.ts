import {renderLicences} from '@site/plugins/site-performance/licences';

describe('the licence notices the owner publishes', () => {
  it('name where the source of an MPL package is published (no MPL package reaches the browser today)', () => {
    const text = renderLicences(
      [
        {
          name: 'axe-core',
          packageJson: {version: '4.10.0'},
          licenseId: 'MPL-2.0',
          licenseText: 'Mozilla Public License',
        },
      ],
      'Northbeam Technologies',
    );
    const source = 'https://www.npmjs.com/package/axe-core/v/4.10.0';
    expect(text).toContain(`axe-core 4.10.0\nLicence: MPL-2.0\nSource: ${source}`);
    expect(text).toContain(
      `its source code, including the files this\nwebsite uses unmodified, is available at ${source}`,
    );
  });

  it('list packages sorted and say when a package has no licence file', () => {
    const text = renderLicences(
      [
        {name: 'b', packageJson: {version: '1.0.0'}, licenseId: 'MIT', licenseText: 'MIT text'},
        {name: 'a', packageJson: {version: '2.0.0'}, licenseId: 'ISC', licenseText: null},
      ],
      'Site',
    );
    expect(text).toContain('include the 2 open-source packages below');
    expect(text.indexOf('a 2.0.0')).toBeLessThan(text.indexOf('b 1.0.0'));
    expect(text).toContain('The package includes no licence file; its package.json states the licence ISC.');
  });
});
