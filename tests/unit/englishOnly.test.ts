import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import englishOnlyPlugin, {untranslatedEntries} from '@site/plugins/english-only';

/** A site with a translated post, a post and a case study in English only, and a partial file. */
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'english-only-'));
for (const [file, text] of [
  ['blog/translated.md', '---\nslug: translated\n---\n'],
  ['i18n/fr-CA/docusaurus-plugin-content-blog/translated.md', '---\nslug: traduit\n---\n'],
  ['blog/password-managers.md', '---\nslug: password-managers-small-teams\n---\n'],
  ['case-studies/dental-backups.md', '---\nslug: /dental-backups\n---\n'],
  ['case-studies/_partial.md', ''],
]) {
  mkdirSync(path.dirname(path.join(siteDir, file!)), {recursive: true});
  writeFileSync(path.join(siteDir, file!), text!);
}

async function noticeRoutes(locale: string): Promise<[string, unknown][]> {
  const context = {
    siteDir,
    baseUrl: locale === 'en-CA' ? '/' : '/fr/',
    i18n: {currentLocale: locale, defaultLocale: 'en-CA'},
  };
  const plugin = englishOnlyPlugin(context as LoadContext);
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route)};
  await plugin.contentLoaded!({content: await plugin.loadContent!(), actions} as never);
  return routes.map((route) => [route.path, route.props]);
}

describe('posts and case studies without a French file', () => {
  it('are left out of the French build', () => {
    expect(untranslatedEntries(siteDir, 'blog', 'fr-CA')).toEqual(['password-managers.md']);
    expect(untranslatedEntries(siteDir, 'case-studies', 'fr-CA')).toEqual(['dental-backups.md']);
  });

  it('get a notice page at their French address, linking to the English page', async () => {
    expect(await noticeRoutes('fr-CA')).toEqual([
      [
        '/fr/blog/password-managers-small-teams',
        {englishPath: '/blog/password-managers-small-teams', reason: 'untranslated'},
      ],
      ['/fr/case-studies/dental-backups', {englishPath: '/case-studies/dental-backups', reason: 'untranslated'}],
    ]);
    expect(await noticeRoutes('en-CA')).toEqual([]);
  });
});
