#!/usr/bin/env node
/** Translation records (staleness.ts): `npm run translations:mark-current -- <id or file>…`, `translations:write`. */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = process.cwd();
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const plugins = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../plugins/site-data');
const {PLUGIN_NAME, siteDataTranslationFiles} = load(path.join(plugins, 'index.ts'));
const {englishRecord, englishHash, translationPair, withRecord} = load(path.join(plugins, 'staleness.ts'));
const {englishInterfaceStrings} = load(path.join(plugins, 'interfaceStrings.ts'));

const [command, ...targets] = process.argv.slice(2);
/** The one translated language. */
const locale = 'fr-CA';
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const writeJson = (file, content) => writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
const codeFile = path.join(siteDir, 'i18n', locale, 'code.json');

if (command === 'write' && targets.length === 0) {
  const before = readJson(codeFile);
  const {status} = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'inherit'});
  const after = readJson(codeFile);
  for (const [id, {message, description}] of Object.entries(before)) {
    if (after[id]?.message === message && description?.startsWith('English ')) {
      after[id] = {message, description};
    }
  }
  writeJson(codeFile, after);
  process.exit(status ?? 1);
}
if (command !== 'mark-current' || targets.length === 0 || targets.some((target) => target.startsWith('--'))) {
  console.error('Usage: npm run translations:mark-current -- <id or file>…; npm run translations:write');
  process.exit(1);
}

const english = Object.fromEntries(siteDataTranslationFiles().map((file) => [file.path, file.content]));
const jsonFiles = new Map();
const markdownFiles = new Map();
const problems = [];
let interfaceStrings;
/** Sets the record of `id` in a translation file, or says why it cannot. */
function markMessage(file, id, message) {
  if (!jsonFiles.has(file)) {
    jsonFiles.set(file, readJson(file));
  }
  const translations = jsonFiles.get(file);
  if (!translations[id]) {
    problems.push(`${id}: no translation in ${path.relative(siteDir, file)} (run npm run translations:write)`);
  } else {
    translations[id] = {message: translations[id].message, description: englishRecord(message)};
  }
}
for (const target of targets) {
  const file = path.relative(siteDir, path.resolve(target));
  const pair = translationPair(file, locale);
  if (pair) {
    const {english: source, copy} = pair;
    if (!existsSync(path.join(siteDir, copy))) {
      problems.push(`${target}: there is no translation ${copy} yet`);
    } else {
      markdownFiles.set(copy, withRecord(readFileSync(path.join(siteDir, copy), 'utf8'), englishHash(source, siteDir)));
    }
    continue;
  }
  const name = target.split('.')[0];
  if (english[name]?.[target] !== undefined) {
    markMessage(path.join(siteDir, 'i18n', locale, PLUGIN_NAME, `${name}.json`), target, english[name][target].message);
    continue;
  }
  interfaceStrings ??= await englishInterfaceStrings(siteDir);
  if (interfaceStrings.has(target)) {
    markMessage(codeFile, target, interfaceStrings.get(target));
  } else {
    problems.push(`${target}: no English text, interface string or translated file has this id or path`);
  }
}
if (problems.length > 0) {
  console.error(`Nothing marked:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
for (const [file, translations] of jsonFiles) {
  writeJson(file, translations);
}
for (const [file, content] of markdownFiles) {
  writeFileSync(path.join(siteDir, file), content);
}
console.log(`Marked current (${locale}): ${targets.join(', ')}`);
