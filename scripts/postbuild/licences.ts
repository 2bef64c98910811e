/**
 * /licenses.txt: the licence notices of the npm packages the browser receives. Bundles drop the
 * licence comments of the code they contain, so the notices are published beside them: each
 * package's name, version, licence, where its source is, and its licence text. The list comes
 * from the browser build itself (plugins/site-performance/clientPackages.ts), plus packages
 * shipped as files rather than bundled (the Inter font).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const LICENSES_PATH = '/licenses.txt';

/** Packages whose files the build ships without bundling them: the font cut from Inter (static/fonts). */
export const SHIPPED_PACKAGES = ['@fontsource-variable/inter'] as const;

export interface PackageNotice {
  name: string;
  version: string;
  licence: string;
  /** The package's licence file, or undefined when it has none. */
  text: string | undefined;
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([-._].*)?$/i;

/** Name, version, licence and licence text of the package in `dir`. */
export function packageNotice(dir: string): PackageNotice {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string | {type?: string};
    licenses?: {type?: string}[];
  };
  const licence =
    (typeof manifest.license === 'string' ? manifest.license : manifest.license?.type) ??
    manifest.licenses?.map((entry) => entry.type).join(' OR ') ??
    'not stated';
  const files = readdirSync(dir)
    .filter((file) => LICENCE_FILE.test(file))
    .sort();
  const text =
    files.length > 0 ? files.map((file) => readFileSync(path.join(dir, file), 'utf8').trim()).join('\n\n') : undefined;
  return {name: manifest.name, version: manifest.version, licence, text};
}

/**
 * Packages that carry other owners' trademarks: their code's licence does not cover the marks,
 * so the notice says under which terms they are shown.
 */
const TRADEMARK_NOTES: Record<string, string[]> = {
  'simple-icons': [
    'The brand icons are released under CC0, but each mark remains the trademark of its owner. This',
    "website shows vendor marks unaltered and in one colour, following each owner's brand guidelines;",
    'showing a mark does not imply endorsement by its owner.',
  ],
};

/**
 * Copyright lines of MIT packages published without a licence file, and where each was taken
 * from. The MIT licence requires the copyright notice with the permission notice.
 */
const COPYRIGHT_LINES: Record<string, string> = {
  // The package's README, section "License".
  isarray: 'Copyright (c) 2013 Julian Gruber <julian@juliangruber.com>',
  // The header of every file of the package.
  infima: 'Copyright (c) Facebook, Inc. and its affiliates.',
};

/** The MIT licence text (opensource.org/license/mit) under a copyright line. */
function mitLicence(copyright: string): string {
  return [
    'MIT License',
    '',
    copyright,
    '',
    'Permission is hereby granted, free of charge, to any person obtaining a copy',
    'of this software and associated documentation files (the "Software"), to deal',
    'in the Software without restriction, including without limitation the rights',
    'to use, copy, modify, merge, publish, distribute, sublicense, and/or sell',
    'copies of the Software, and to permit persons to whom the Software is',
    'furnished to do so, subject to the following conditions:',
    '',
    'The above copyright notice and this permission notice shall be included in all',
    'copies or substantial portions of the Software.',
    '',
    'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR',
    'IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,',
    'FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE',
    'AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER',
    'LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,',
    'OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE',
    'SOFTWARE.',
  ].join('\n');
}

/** The licence text of a notice: its file, or for an MIT package without one, the MIT text with its copyright line. */
function licenceText(notice: PackageNotice): string {
  if (notice.text) {
    return notice.text;
  }
  const copyright = COPYRIGHT_LINES[notice.name];
  if (copyright && notice.licence === 'MIT') {
    return mitLicence(copyright);
  }
  return `The package includes no licence file; its package.json states the licence ${notice.licence}.`;
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
      ...(/MPL/i.test(notice.licence)
        ? [
            'This package is covered by the Mozilla Public License: its source code, including the files this',
            `website uses unmodified, is available at ${npmUrl(notice)}.`,
          ]
        : []),
      ...(TRADEMARK_NOTES[notice.name] ?? []),
      rule,
      '',
      licenceText(notice),
      '',
    ]),
  ].join('\n');
}

/** The package folders listed by the browser build in each file, plus the shipped packages. */
export function shippedPackageDirs(listFiles: readonly string[], siteDir: string): string[] {
  const dirs = new Set<string>();
  for (const file of listFiles) {
    for (const dir of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      dirs.add(dir);
    }
  }
  for (const name of SHIPPED_PACKAGES) {
    dirs.add(path.join(siteDir, 'node_modules', name));
  }
  return [...dirs].filter((dir) => existsSync(path.join(dir, 'package.json'))).sort();
}
