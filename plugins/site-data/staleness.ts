/** French texts record a hash of their English (`description`, `translatedFrom`); without a current one, stale. */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {TranslationMessage} from './translatable';

type Messages = Readonly<Record<string, TranslationMessage>>;

const SITE_DIR = path.resolve(__dirname, '../..');

/** The front-matter field of a French copy that records its English. */
export const RECORD_FIELD = 'translatedFrom';

/** The record of a translation of `english` while it is current: "English 1a2b3c4d5e6f". */
export function englishRecord(english: string): string {
  return `English ${createHash('sha256').update(english).digest('hex').slice(0, 12)}`;
}

/** The ids whose translation does not record the current English (an untranslated id is not stale). */
export function staleTranslations(english: Messages, translated: Messages): string[] {
  return Object.entries(english)
    .filter(([id, {message}]) => translated[id] && translated[id].description !== englishRecord(message))
    .map(([id]) => id);
}

/** The folders of translated files, English and its copies in `locale`, relative to the site. */
function translatedFolders(locale: string): [english: string, translated: string][] {
  return [
    ['blog', `i18n/${locale}/docusaurus-plugin-content-blog`],
    ['case-studies', `i18n/${locale}/docusaurus-plugin-content-docs-case-studies/current`],
    ['services', `i18n/${locale}/docusaurus-plugin-content-docs-services/current`],
  ];
}

/** An English post, case study or service and its copy in `locale`, from either one; else undefined. */
export function translationPair(file: string, locale = 'fr-CA'): {english: string; copy: string} | undefined {
  const normal = path.normalize(file);
  const folder = translatedFolders(locale).find((folders) => folders.includes(path.dirname(normal)));
  const name = path.basename(normal);
  return folder && /\.mdx?$/.test(name)
    ? {english: path.join(folder[0], name), copy: path.join(folder[1], name)}
    : undefined;
}

/** The record a current translation of the English file carries. */
export function englishHash(englishFile: string, siteDir = SITE_DIR): string {
  return englishRecord(readFileSync(path.resolve(siteDir, englishFile), 'utf8').replace(/\r\n/g, '\n'));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;
const RECORD_LINE = new RegExp(`^${RECORD_FIELD}:[^\\n]*\\n`, 'm');

/** The record in a file's front matter, or undefined when it has none. */
export function recordOf(fileContent: string): string | undefined {
  const frontMatter = FRONT_MATTER.exec(fileContent)?.[1] ?? '';
  return RECORD_LINE.exec(frontMatter)?.[0]
    .slice(RECORD_FIELD.length + 1)
    .trim();
}

/** @public (scripts/translations.mjs loads it) The file with `record` as its front matter's last field. */
export function withRecord(fileContent: string, record: string): string {
  const match = FRONT_MATTER.exec(fileContent);
  if (!match) {
    throw new Error('the file has no front matter');
  }
  const fields = (match[1] ?? '').replace(RECORD_LINE, '');
  return `---\n${fields}${RECORD_FIELD}: ${record}\n---\n${fileContent.slice(match[0].length)}`;
}

/** The translated copies in `siteDir` whose record is not their English file's current one, relative to the site. */
export function staleFiles(siteDir = SITE_DIR, locale = 'fr-CA'): string[] {
  return translatedFolders(locale).flatMap(([english, translated]) =>
    existsSync(path.join(siteDir, translated))
      ? readdirSync(path.join(siteDir, translated))
          .filter((name) => /\.mdx?$/.test(name) && existsSync(path.join(siteDir, english, name)))
          .sort()
          .filter((name) => {
            const copy = readFileSync(path.join(siteDir, translated, name), 'utf8');
            return recordOf(copy) !== englishHash(path.join(english, name), siteDir);
          })
          .map((name) => path.join(translated, name))
      : [],
  );
}
