/**
 * The remark and rehype plugins and the `markdown.preprocessor` and `markdown.parseFrontMatter` of
 * the site's markdown (hard breaks, safe links, French typography, text clean-up). Build-time code
 * that the configuration passes to the content plugins; nothing here ships to the browser.
 */
import type {ParseFrontMatter} from '@docusaurus/types';
import {parseFrontMatter as parseYamlFrontMatter} from '../../plugins/lib/frontMatter';
import remarkHardBreaks from './remarkHardBreaks';
import rehypeSafeLinks from './rehypeSafeLinks';
import rehypeJoinBlocks from './rehypeJoinBlocks';
import rehypeFrenchTypography from './rehypeFrenchTypography';
import {isCollectionMarkdown, normalizeMarkdownText} from '../lib/markdownText';
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

/** Site-level `markdown.preprocessor`: normalises the text of posts and case studies only. */
export function markdownPreprocessor({filePath, fileContent}: {filePath: string; fileContent: string}): string {
  return isCollectionMarkdown(filePath) ? normalizeMarkdownText(fileContent) : fileContent;
}

/**
 * Site-level `markdown.parseFrontMatter`: YAML front matter only (never code), the image of a post
 * or case study becomes its web copy, and the texts of French front matter get French typography.
 */
export const parseFrontMatter: ParseFrontMatter = async (file) => {
  const parsed = await parseYamlFrontMatter(file);
  const {image} = parsed.frontMatter;
  const frontMatter =
    isCollectionMarkdown(file.filePath) && typeof image === 'string'
      ? {...parsed.frontMatter, image: await webImagePath(image, COVER_SIZE, file.filePath)}
      : parsed.frontMatter;
  return {...parsed, frontMatter: isFrenchFile(file.filePath) ? frenchTypographyDeep(frontMatter) : frontMatter};
};
