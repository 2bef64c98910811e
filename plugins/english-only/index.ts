/** The French address of a post or case study not yet translated gets a notice linking to the English page. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER, normalizeUrl} from '@docusaurus/utils';
import type {EnglishOnlyPageProps} from '../../src/templates/EnglishOnlyPage';
import {isDefaultLocale, localizedRoute} from '../lib/locale';
import {translationPair} from '../site-data/staleness';

/** The collections that may wait for their translation: English folder and route. */
const TRANSLATED_COLLECTIONS = [
  {folder: 'blog', route: '/blog'},
  {folder: 'case-studies', route: '/case-studies'},
] as const;

/** The entries of `folder` (file names) that have no translation in `locale`. */
export function untranslatedEntries(siteDir: string, folder: string, locale: string): string[] {
  return readdirSync(path.join(siteDir, folder))
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .filter((name) => !existsSync(path.join(siteDir, translationPair(`${folder}/${name}`, locale)!.copy)));
}

export default function englishOnlyPlugin(context: LoadContext): Plugin<EnglishOnlyPageProps[]> {
  return {
    name: 'english-only',

    async loadContent() {
      if (isDefaultLocale(context)) {
        return [];
      }
      const pages: EnglishOnlyPageProps[] = [];
      for (const {folder, route} of TRANSLATED_COLLECTIONS) {
        for (const name of untranslatedEntries(context.siteDir, folder, context.i18n.currentLocale)) {
          const filePath = path.join(context.siteDir, folder, name);
          const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
            filePath,
            fileContent: readFileSync(filePath, 'utf8'),
          });
          const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : name.replace(/\.mdx?$/, '');
          pages.push({englishPath: normalizeUrl([route, slug]), reason: 'untranslated'});
        }
      }
      return pages;
    },

    async contentLoaded({content, actions}) {
      for (const props of content) {
        actions.addRoute({
          path: localizedRoute(context, props.englishPath),
          exact: true,
          component: '@site/src/templates/EnglishOnlyPage',
          props: {...props},
        });
      }
    },
  };
}
