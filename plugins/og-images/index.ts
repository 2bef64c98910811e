import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ogImagePath} from '../../src/lib/ogImage';
import {listBuildFiles, routeOfHtmlFile} from '../lib/buildFiles';
import {localizedRoute, siteRootDir} from '../lib/locale';
import {siteDataOf} from '../site-data';
import {renderOgImage, themeOfPage} from './ogImage';

const PLUGIN_NAME = 'og-images';

/** Draws the Open Graph PNG of every page whose og:image names its generated image (ogImagePath). */
export default function ogImagesPlugin(context: LoadContext): Plugin<void> {
  let texts: {eyebrow: string; tagline: string};
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent}) {
      const {company, sharingImage} = siteDataOf(allContent).company;
      texts = {eyebrow: company.name, tagline: sharingImage.tagline};
    },
    async postBuild({outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const siteRoot = siteRootDir(outDir, context.baseUrl);
      let images = 0;
      for (const file of listBuildFiles(outDir, {extension: '.html'})) {
        const route = localizedRoute(context, routeOfHtmlFile(outDir, file));
        const html = await readFile(file, 'utf8');
        const $ = load(html);
        if ($('meta[property="og:image"]').attr('content') !== `${siteUrl}${ogImagePath(route)}`) {
          continue;
        }
        const title = $('head > title').first().text().trim().replace(` | ${siteConfig.title}`, '');
        const target = path.join(siteRoot, ogImagePath(route));
        await mkdir(path.dirname(target), {recursive: true});
        const theme = themeOfPage(html);
        await writeFile(target, await renderOgImage({title, ...texts, theme, siteHost: new URL(siteUrl).host}));
        images += 1;
      }
      logger.info`[${PLUGIN_NAME}] ${images} Open Graph images.`;
    },
  };
}
