/**
 * What the build does with a file the editor saved, without a whole build: its front matter read
 * by Docusaurus's parser and checked by the site's schema, and its text compiled as the build
 * compiles a `.md` file (CommonMark, the site's markdown rules, French typography in French files)
 * and rendered to HTML.
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {validateCollectionFrontMatter, type CollectionKind} from '../../../plugins/content-collections/schema';
import {markdownRulesOptions} from '../../../src/remark';
import {git} from './editor';

/** The file at `ref` of the scratch clone: its validated front matter and its text as HTML. */
export async function checkEntry(kind: CollectionKind, file: string, ref: string) {
  const fileContent = git('show', `${ref}:${file}`);
  const parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
  const frontMatter = validateCollectionFrontMatter(kind, file, parsed.frontMatter);
  // The rules read the file's path (French typography applies to the French files).
  const filePath = `/${file}`;
  const {default: Content} = await evaluate(
    {path: filePath, value: parsed.content},
    {
      ...runtime,
      format: 'md',
      remarkPlugins: [
        ...markdownRulesOptions.beforeDefaultRemarkPlugins,
        remarkGfm,
        ...markdownRulesOptions.remarkPlugins,
      ],
      rehypePlugins: markdownRulesOptions.rehypePlugins,
    },
  );
  return {frontMatter, html: renderToStaticMarkup(createElement(Content))};
}
