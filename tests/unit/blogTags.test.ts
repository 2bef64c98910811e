/**
 * A post's tags must be in the blog's tags file, in each language: a French post saved with a tag
 * that has no French label fails the build, naming the post (the blog plugin's own check, with the
 * site's blog options and tags files).
 */
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, normalizeTags} from '@docusaurus/utils';
import {getTagsFile} from '@docusaurus/utils-validation';
import type {Options as BlogOptions, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import config from '@site/docusaurus.config';

const SITE_DIR = path.resolve(__dirname, '../..');

/** The blog plugin's options as the site configures them (preset-classic's `blog`). */
function blogOptions(): BlogOptions {
  const [, presetOptions] = (config.presets ?? []).find(
    (preset): preset is [string, PresetOptions] => Array.isArray(preset) && preset[0] === 'classic',
  )!;
  return presetOptions.blog as BlogOptions;
}

/** The tags of a French post, checked as the blog plugin checks them when the French site builds. */
async function frenchPostTags(source: string, markdown: string) {
  const options = blogOptions();
  const tagsFile = await getTagsFile({
    tags: options.tags,
    contentPaths: {
      contentPath: path.join(SITE_DIR, options.path!),
      contentPathLocalized: path.join(SITE_DIR, 'i18n/fr-CA/docusaurus-plugin-content-blog'),
    },
  });
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: source, fileContent: markdown});
  return normalizeTags({
    options: options as PluginOptions,
    source,
    frontMatterTags: frontMatter.tags as string[],
    tagsBaseRoutePath: '/fr/blog/tags',
    tagsFile,
  });
}

/** A French post as the editor saves it: a block list of tags. */
const post = (tags: string[]) =>
  `---\ntitle: Essai\ntags:\n${tags.map((tag) => `  - ${tag}`).join('\n')}\n---\nTexte.\n`;
const SOURCE = 'i18n/fr-CA/docusaurus-plugin-content-blog/essai.md';

describe('blog tags', () => {
  it('labels a French post’s tags in French, at the English tag’s address', async () => {
    await expect(frenchPostTags(SOURCE, post(['security', 'non-profit']))).resolves.toEqual([
      expect.objectContaining({label: 'sécurité', permalink: '/fr/blog/tags/security'}),
      expect.objectContaining({label: 'OBNL', permalink: '/fr/blog/tags/non-profit'}),
    ]);
  });

  it('fails a French post with a tag that has no French label, naming the post', async () => {
    await expect(frenchPostTags(SOURCE, post(['security', 'cloud-backup']))).rejects.toThrow(
      `Tags [cloud-backup] used in ${SOURCE} are not defined in tags.yml`,
    );
  });
});
