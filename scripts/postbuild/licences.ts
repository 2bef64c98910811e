/** /licenses.txt: the notices of the npm packages the browser receives, whose bundles drop them. */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const LICENSES_PATH = '/licenses.txt';

/** Packages whose files the build ships without bundling them: the font cut from Inter (static/fonts). */
const SHIPPED_PACKAGES = ['@fontsource-variable/inter'];

export interface PackageNotice {
  name: string;
  version: string;
  licence: string;
  text: string | undefined;
}

/** Name, version, licence and licence text of the package in `dir`. */
export function packageNotice(dir: string): PackageNotice {
  const {name, version, license} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = readdirSync(dir)
    .filter((file) => /^(licen[cs]e|copying|notice)([-._].*)?$/i.test(file))
    .sort();
  const text = files.map((file) => readFileSync(path.join(dir, file), 'utf8').trim()).join('\n\n');
  return {name, version, licence: String(license ?? 'not stated'), text: text || undefined};
}

/** Copyright lines of MIT packages without a licence file (the MIT licence requires them), and their source. */
const COPYRIGHT_LINES: Record<string, string> = {
  // The package's README, section "License".
  isarray: 'Copyright (c) 2013 Julian Gruber <julian@juliangruber.com>',
  // The header of every file of the package.
  infima: 'Copyright (c) Facebook, Inc. and its affiliates.',
};

/** What a notice adds under its heading: the MPL's source offer, the terms of other owners' marks. */
function notes({name, licence}: PackageNotice, source: string): string[] {
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

/** The licence text of a notice: its file, or for an MIT package without one, the MIT text with its copyright line. */
function licenceText({name, licence, text}: PackageNotice): string {
  const copyright = COPYRIGHT_LINES[name];
  if (text) {
    return text;
  }
  return copyright && licence === 'MIT'
    ? readFileSync(path.join(__dirname, 'mit-licence.txt'), 'utf8').trim().replace('{copyright}', copyright)
    : `The package includes no licence file; its package.json states the licence ${licence}.`;
}

/** The npm page of a version of a package: where its published source is. */
export function npmUrl({name, version}: Pick<PackageNotice, 'name' | 'version'>): string {
  return `https://www.npmjs.com/package/${name}/v/${version}`;
}

/** The text of /licenses.txt, one section per package, sorted by name and version. */
export function renderLicences(notices: readonly PackageNotice[], siteName: string): string {
  const unique = [...new Map(notices.map((notice) => [`${notice.name}@${notice.version}`, notice])).values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
  const rule = '='.repeat(72);
  return [
    `Open-source software in the ${siteName} website`,
    '',
    `The scripts, styles and fonts of this website include the ${unique.length} open-source packages below.`,
    'For each: its name and version, its licence, where its source is published, and its licence text.',
    '',
    ...unique.flatMap((notice) => [
      rule,
      `${notice.name} ${notice.version}`,
      `Licence: ${notice.licence}`,
      `Source: ${npmUrl(notice)}`,
      ...notes(notice, npmUrl(notice)),
      rule,
      '',
      licenceText(notice),
      '',
    ]),
  ].join('\n');
}

/** The package folders listed by the browser build in each file, plus the shipped packages. */
export function shippedPackageDirs(listFiles: readonly string[], siteDir: string): string[] {
  const dirs = listFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as string[]);
  dirs.push(...SHIPPED_PACKAGES.map((name) => path.join(siteDir, 'node_modules', name)));
  return [...new Set(dirs)].filter((dir) => existsSync(path.join(dir, 'package.json'))).sort();
}
