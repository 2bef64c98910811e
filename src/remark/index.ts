/** The site's remark and rehype plugins and `markdown.parseFrontMatter`, build-time only. */
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

/** Posts, case studies and their translations: their front-matter image gets a web copy. */
export function isCollectionMarkdown(filePath: string): boolean {
  return /[\\/](blog|case-studies|docusaurus-plugin-content-blog|docusaurus-plugin-content-docs-case-studies[\\/]current)[\\/][^\\/]+\.mdx?$/.test(
    filePath,
  );
}

/** YAML front matter only (gray-matter runs `---js` as code), French typography, web copies of images. */
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
