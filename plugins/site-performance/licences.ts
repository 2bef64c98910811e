/** /licenses.txt: the notices of the npm packages the browser receives (the bundles drop them). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LicenseWebpackPlugin} from 'license-webpack-plugin';

/** What license-webpack-plugin knows of a package. */
export interface PackageNotice {
  name: string;
  packageJson?: {version: string};
  licenseId?: string | null;
  licenseText?: string | null;
}

/** The MIT licence text with a copyright line, for MIT packages without a licence file (the licence requires the line). */
const mitLicence = (copyright: string) =>
  readFileSync(path.join(__dirname, 'mit-licence.txt'), 'utf8').trim().replace('{copyright}', copyright);

/** What a notice adds under its heading: the MPL's source offer, the terms of other owners' marks. */
function notes(name: string, licence: string, source: string): string[] {
  if (/MPL/i.test(licence)) {
    return [
      'This package is covered by the Mozilla Public License: its source code, including the files this',
      `website uses unmodified, is available at ${source}.`,
    ];
  }
  // simple-icons' code licence does not cover the marks it draws.
  return name === 'simple-icons'
    ? [
        'The brand icons are released under CC0, but each mark remains the trademark of its owner. This',
        "website shows vendor marks unaltered and in one colour, following each owner's brand guidelines;",
        'showing a mark does not imply endorsement by its owner.',
      ]
    : [];
}

/** The text of /licenses.txt, one section per package, sorted by name. */
export function renderLicences(notices: readonly PackageNotice[], siteName: string): string {
  const sorted = [...notices].sort((a, b) => a.name.localeCompare(b.name));
  const rule = '='.repeat(72);
  return [
    `Open-source software in the ${siteName} website`,
    '',
    `The scripts, styles and fonts of this website include the ${sorted.length} open-source packages below.`,
    'For each: its name and version, its licence, where its source is published, and its licence text.',
    '',
    ...sorted.flatMap(({name, packageJson, licenseId, licenseText}) => {
      const licence = licenseId ?? 'not stated';
      // The npm page of the version: where its published source is.
      const source = `https://www.npmjs.com/package/${name}/v/${packageJson?.version}`;
      return [
        rule,
        `${name} ${packageJson?.version}`,
        `Licence: ${licence}`,
        `Source: ${source}`,
        ...notes(name, licence, source),
        rule,
        '',
        licenseText?.trim() ?? `The package includes no licence file; its package.json states the licence ${licence}.`,
        '',
      ];
    }),
  ].join('\n');
}

/** The bundler plugin that writes licenses.txt into the client build's output folder. */
export function licencesPlugin(siteDir: string, siteName: string): {apply(compiler: object): void} {
  const plugin = new LicenseWebpackPlugin({
    perChunkOutput: false,
    outputFilename: 'licenses.txt',
    // The font cut from Inter ships as files (static/fonts), not through the bundles.
    additionalModules: [
      {name: '@fontsource-variable/inter', directory: path.join(siteDir, 'node_modules/@fontsource-variable/inter')},
    ],
    licenseTextOverrides: {
      // The package's README, section "License".
      isarray: mitLicence('Copyright (c) 2013 Julian Gruber <julian@juliangruber.com>'),
      // The header of every file of the package.
      infima: mitLicence('Copyright (c) Facebook, Inc. and its affiliates.'),
    },
    renderLicenses: (notices) => renderLicences(notices, siteName),
  });
  // The plugin types the compiler with an interface of its own that webpack 5's no longer matches.
  return {apply: (compiler) => plugin.apply(compiler as Parameters<typeof plugin.apply>[0])};
}
