/**
 * The remark and rehype plugins and the `markdown.parseFrontMatter` of the site's markdown (hard
 * breaks, safe links, French typography, images for the web). Build-time code
 * that the configuration passes to the content plugins; nothing here ships to the browser.
 */
import type {ParseFrontMatter} from '@docusaurus/types';
import remarkHardBreaks from './remarkHardBreaks';
import rehypeSafeLinks from './rehypeSafeLinks';
import rehypeJoinBlocks from './rehypeJoinBlocks';
import rehypeFrenchTypography from './rehypeFrenchTypography';
import {frenchTypographyDeep, isFrenchFile} from '../lib/frenchTypography';
import {COVER_SIZE, remarkWebImages, webImagePath} from './webImages';

export {remarkHardBreaks, rehypeSafeLinks, rehypeFrenchTypography};

export {WEB_IMAGES_DIR} from './webImages';

/** Options to spread into the blog and the case-studies docs instance. */
export const markdownRulesOptions = {
  // Before Docusaurus's own, which makes each body image an asset with its width and height.
  beforeDefaultRemarkPlugins: [remarkWebImages],
  remarkPlugins: [remarkHardBreaks],
  rehypePlugins: [rehypeSafeLinks, rehypeFrenchTypography],
};

/** The services docs instance's: the same rules, its paragraphs joined as a list of them. */
export const serviceMarkdownRulesOptions = {
  remarkPlugins: markdownRulesOptions.remarkPlugins,
  rehypePlugins: [...markdownRulesOptions.rehypePlugins, rehypeJoinBlocks],
};

/**
 * The files whose front-matter image becomes a web copy: blog posts and case studies, and their
 * translations (i18n/<locale>/docusaurus-plugin-content-blog/ and …-docs-case-studies/current/).
 */
export function isCollectionMarkdown(filePath: string): boolean {
  return /[\\/](blog|case-studies|docusaurus-plugin-content-blog|docusaurus-plugin-content-docs-case-studies[\\/]current)[\\/][^\\/]+\.mdx?$/.test(
    filePath,
  );
}

/**
 * Site-level `markdown.parseFrontMatter`: YAML front matter only, the image of a post or case
 * study becomes its web copy, and the texts of French front matter get French typography.
 * Front matter is data, never code: Docusaurus 3's default parser (gray-matter) evaluates a block
 * opened with `---js` as JavaScript, so one content file from a pull request could run code where
 * the build's secrets are. A file whose first line is not exactly `---` fails the build, named.
 */
export const parseFrontMatter: ParseFrontMatter = async (file) => {
  const firstLine = file.fileContent.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
  if (firstLine !== '---') {
    throw new Error(
      `${file.filePath} must open with a line of exactly "---" and YAML front matter, not ` +
        `${JSON.stringify(firstLine?.slice(0, 40))}: another opening, such as "---js", would run as code.`,
    );
  }
  const parsed = await file.defaultParseFrontMatter(file);
  const {image} = parsed.frontMatter;
  const frontMatter =
    isCollectionMarkdown(file.filePath) && typeof image === 'string'
      ? {...parsed.frontMatter, image: await webImagePath(image, COVER_SIZE, file.filePath)}
      : parsed.frontMatter;
  return {...parsed, frontMatter: isFrenchFile(file.filePath) ? frenchTypographyDeep(frontMatter) : frontMatter};
};
