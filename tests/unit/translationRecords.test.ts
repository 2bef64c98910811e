/**
 * A French post, interface string or data text whose English changed since it was marked current
 * fails a build for publishing, named; `npm run translations:mark-current` records the English it
 * translates again. Run on a scratch site with one of each.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import siteDataPlugin from '@site/plugins/site-data';
import {englishRecord, recordOf} from '@site/plugins/site-data/staleness';

const SCRIPT = path.resolve(__dirname, '../../scripts/translations.mjs');
const FRENCH_POST = 'i18n/fr-CA/docusaurus-plugin-content-blog/backups.md';
const STALE_DATA_TEXT = 'i18n/fr-CA/site-data/legal.json: legal.legalCommitments.iso.text';

let siteDir: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), content);
};
const markCurrent = (...targets: string[]) =>
  spawnSync(process.execPath, [SCRIPT, 'mark-current', ...targets], {cwd: siteDir, encoding: 'utf8'});

/** The French build's check, on a build for publishing with `env`; its error, or undefined when it passed. */
async function frenchBuild(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const saved = process.env;
  process.env = env;
  try {
    const context = {siteDir, i18n: {defaultLocale: 'en-CA', currentLocale: 'fr-CA'}} as unknown as LoadContext;
    await siteDataPlugin(context).loadContent!();
    return undefined;
  } catch (error) {
    return String(error);
  } finally {
    process.env = saved;
  }
}

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'translation-records-'));
  write('blog/backups.md', '---\ntitle: Test your backups\n---\nA backup you never restored is a hope.\n');
  write(FRENCH_POST, '---\ntitle: Testez vos sauvegardes\n---\nUne sauvegarde jamais restaurée est un espoir.\n');
  write('i18n/fr-CA/code.json', JSON.stringify({'theme.common.skipToMainContent': {message: 'Passer au contenu'}}));
  write(
    'i18n/fr-CA/site-data/legal.json',
    JSON.stringify({
      'legal.legalCommitments.iso.text': {
        message: 'Certification en cours.',
        description: englishRecord('An older text'),
      },
    }),
  );
});
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

test('a French text whose English changed fails a build for publishing, named; marking it current clears it', async () => {
  expect(markCurrent(FRENCH_POST, 'theme.common.skipToMainContent')).toMatchObject({status: 0});
  expect(recordOf(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8'))).toMatch(/^English [0-9a-f]{12}$/);
  expect(await frenchBuild({CI: 'true'})).toMatch(
    new RegExp(`1 fr-CA translation\\(s\\).*\\n  - ${STALE_DATA_TEXT}\\n`),
  );

  write('blog/backups.md', '---\ntitle: Test your backups monthly\n---\nA backup you never restored is a hope.\n');
  const code = JSON.parse(readFileSync(path.join(siteDir, 'i18n/fr-CA/code.json'), 'utf8'));
  code['theme.common.skipToMainContent'].description = englishRecord('Skip to the content');
  write('i18n/fr-CA/code.json', JSON.stringify(code));
  const failure = await frenchBuild({SITE_URL: 'https://www.northbeamtech.ca'});
  expect(failure).toContain('This build is for publishing (SITE_URL set): 3 fr-CA translation(s)');
  expect(failure).toContain(`  - i18n/fr-CA/code.json: theme.common.skipToMainContent\n  - ${FRENCH_POST}\n`);

  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  expect(await frenchBuild({})).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(FRENCH_POST));
  warn.mockRestore();

  const marked = markCurrent('blog/backups.md', 'theme.common.skipToMainContent', 'legal.legalCommitments.iso.text');
  expect(marked.status).toBe(0);
  expect(await frenchBuild({CI: 'true'})).toBeUndefined();
  expect(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8')).toMatch(
    /^---\ntitle: Testez vos sauvegardes\ntranslatedFrom: English [0-9a-f]{12}\n---\nUne sauvegarde/,
  );
}, 120_000);

test('mark-current refuses what it cannot find, and changes nothing', () => {
  const before = readFileSync(path.join(siteDir, FRENCH_POST), 'utf8');
  const result = markCurrent('blog/backups.md', 'no.such.id');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('no.such.id: no English text, interface string or translated file');
  expect(readFileSync(path.join(siteDir, FRENCH_POST), 'utf8')).toBe(before);
}, 60_000);
