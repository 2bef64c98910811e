#!/usr/bin/env node
/**
 * Marks site-data translations as translating the current English. After updating the French of
 * an entry whose English changed (the build's warning and tests/unit/siteDataDrift.test.ts name
 * it), `npm run translations:mark-current -- <id> [<id>…]` records the English it now translates
 * in the entry's description, in i18n/fr-CA/site-data (`--locale <locale>` for another language).
 * It changes nothing else, and refuses an id that the site data or the translation file lacks.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {PLUGIN_NAME, siteDataTranslationFiles} = load(path.join(siteDir, 'plugins/site-data/index.ts'));
const {englishRecord} = load(path.join(siteDir, 'plugins/site-data/staleness.ts'));

const args = process.argv.slice(2);
const localeFlag = args.indexOf('--locale');
const locale = localeFlag >= 0 ? args[localeFlag + 1] : 'fr-CA';
const ids = localeFlag >= 0 ? args.filter((_arg, index) => index !== localeFlag && index !== localeFlag + 1) : args;
if (ids.length === 0 || !locale || ids.some((id) => id.startsWith('--'))) {
  console.error('Usage: npm run translations:mark-current -- <id> [<id>…] [--locale fr-CA]');
  process.exit(1);
}

const english = Object.fromEntries(siteDataTranslationFiles().map((file) => [file.path, file.content]));
const files = new Map();
const problems = [];
for (const id of ids) {
  const name = id.split('.')[0];
  const message = english[name]?.[id]?.message;
  const file = path.join(siteDir, 'i18n', locale, PLUGIN_NAME, `${name}.json`);
  if (message === undefined) {
    problems.push(`${id}: no English text has this id in src/data/${name}.ts`);
    continue;
  }
  if (!files.has(file)) {
    files.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  }
  const translations = files.get(file);
  if (!translations[id]) {
    problems.push(
      `${id}: no translation in ${path.relative(siteDir, file)} (run npx docusaurus write-translations --locale ${locale})`,
    );
    continue;
  }
  translations[id] = {message: translations[id].message, description: englishRecord(message)};
}
if (problems.length > 0) {
  console.error(`Nothing marked:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
for (const [file, translations] of files) {
  writeFileSync(file, `${JSON.stringify(translations, null, 2)}\n`);
}
console.log(`Marked current (${locale}): ${ids.join(', ')}`);
