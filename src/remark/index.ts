/**
 * The remark and rehype plugins and the `markdown.preprocessor` of the site's markdown (hard breaks,
 * safe links, text clean-up), for blog posts and case studies. Build-time code that the
 * configuration passes to the content plugins; nothing here ships to the browser.
 */
import remarkHardBreaks from './remarkHardBreaks';
import rehypeSafeLinks from './rehypeSafeLinks';
import rehypeJoinBlocks from './rehypeJoinBlocks';
import {isCollectionMarkdown, normalizeMarkdownText} from '../lib/markdownText';

export {remarkHardBreaks, rehypeSafeLinks};

/** Options to spread into the blog and the case-studies docs instance. */
export const markdownRulesOptions = {
  remarkPlugins: [remarkHardBreaks],
  rehypePlugins: [rehypeSafeLinks],
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
