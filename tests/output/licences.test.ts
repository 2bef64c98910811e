/**
 * /licenses.txt lists the packages the browser bundles contain, with their licences (the bundles
 * drop licence comments), and both legal pages link to it. Reads build/ only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtHtml, localePrefixes} from '../support/routes';

const licences = () => readFileSync(path.join(BUILD_DIR, 'licenses.txt'), 'utf8');

test('licenses.txt names the packages of the bundles', () => {
  const text = licences();
  const listed = (name: string) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')} \\d`, 'm').test(text);
  const names = [
    'react',
    '@docusaurus/core',
    'three',
    '@fontsource-variable/inter',
    '@docusaurus/mdx-loader',
    'webpack',
  ];
  // Build tools never reach the browser.
  expect(names.filter(listed)).toEqual(['react', '@docusaurus/core', 'three', '@fontsource-variable/inter']);
  expect(text).toMatch(/Permission is hereby granted/);
});

test('licenses.txt lists the vendor marks of simple-icons with the trademark terms they are shown under', () => {
  const text = licences();
  const section = text.slice(text.search(/^simple-icons \d/m));
  expect(section).toMatch(/^simple-icons \d[^\n]*\nLicence: CC0-1\.0\n/);
  expect(section).toMatch(/remains the trademark of its owner/);
});

test.each(localePrefixes().map((prefix) => [`${prefix}/legal`]))('%s links to /licenses.txt', (route) => {
  expect(builtHtml(route)).toMatch(/<a href="?\/licenses\.txt"?[ >]/);
});

test('every MIT, BSD and ISC entry of licenses.txt has its copyright line, as those licences require', () => {
  const entries = licences()
    .split(/^={72}\n(?=\S+ \S+\nLicence: )/m)
    .slice(1);
  const permissive = entries.filter((entry) => /^Licence: .*\b(MIT|BSD|ISC)\b/m.test(entry));
  expect(permissive.length).toBeGreaterThan(10);
  expect(
    permissive
      .filter((entry) => !/^\s*(?:[*#/]\s*)?Copyright\b|\(c\)|©/im.test(entry))
      .map((entry) => entry.split('\n')[0]),
  ).toEqual([]);
});
