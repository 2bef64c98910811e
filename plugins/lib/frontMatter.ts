/**
 * Front matter is data, never code. Docusaurus 3's default parser (gray-matter) evaluates a block
 * opened with `---js` or `---javascript` as JavaScript, in the build and in any tool that parses
 * the same way, so one content file from a pull request could run code where the build's secrets
 * are. Every markdown and MDX file Docusaurus reads must therefore open with exactly `---` (YAML
 * front matter); anything else fails the build, naming the file.
 */
import type {ParseFrontMatter} from '@docusaurus/types';

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const firstLine = params.fileContent.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
  if (firstLine !== '---') {
    throw new Error(
      `${params.filePath} must open with a line of exactly "---" and YAML front matter, not ` +
        `${JSON.stringify(firstLine?.slice(0, 40))}: another opening, such as "---js", would run as code.`,
    );
  }
  return params.defaultParseFrontMatter(params);
};
