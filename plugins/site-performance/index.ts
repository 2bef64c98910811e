import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {licencesPlugin} from './licences';
import {leftOutClientModulePaths} from './leftOutClientModules';
import {dropUnusedInfimaRules, wordsOf} from './unusedInfima';

export const PLUGIN_NAME = 'site-performance';

/**
 * The components of every page's head (meta tags, JSON-LD) as one chunk, not copied into both route
 * chunks of a case study or a service page (its docs root and its page): 1.6 KB gzip less there.
 */
const HEAD_CHUNK = {
  name: 'head',
  test: /[\\/]src[\\/](?:components[\\/]head|lib[\\/](?:structuredData|seo|ogImage))[\\/.]/,
  chunks: 'async',
  minChunks: 2,
  enforce: true,
} as const;

/** Keeps first-load JavaScript and CSS small where it measurably pays (docs/performance.md); writes /licenses.txt. */
export default function sitePerformancePlugin({siteDir, siteConfig, i18n}: LoadContext): Plugin<void> {
  const emptyModule = path.join(__dirname, 'emptyModule.js');
  const leftOutModules = Object.fromEntries(leftOutClientModulePaths().map((file) => [file, emptyModule]));
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer, {currentBundler}) {
      // Tools that only read the configuration (knip) call this hook without a bundler.
      const bundler = currentBundler?.instance;
      if (isServer || !bundler) {
        return {resolve: {alias: leftOutModules}};
      }
      return {
        resolve: {alias: leftOutModules},
        optimization: {splitChunks: {cacheGroups: {head: HEAD_CHUNK}}},
        plugins: [
          /**
           * Rewrites the browser build's stylesheets without the unused Infima rules, once every script is
           * minified and before file names get their content hashes (so a changed stylesheet gets a new
           * name). The class names in use are read from all of the build's scripts, lazy ones included.
           */
          function unusedInfima(compiler) {
            compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
              const stage = bundler.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
              compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage}, () => {
                const assets = compilation.getAssets();
                const usedWords = new Set<string>();
                for (const asset of assets.filter(({name}) => name.endsWith('.js'))) {
                  wordsOf(asset.source.source().toString(), usedWords);
                }
                for (const asset of assets.filter(({name}) => name.endsWith('.css'))) {
                  const {css, dropped} = dropUnusedInfimaRules(asset.source.source().toString(), usedWords);
                  if (dropped > 0) {
                    compilation.updateAsset(asset.name, new compiler.webpack.sources.RawSource(css));
                  }
                }
              });
            });
          },
          // One /licenses.txt at the root: every language's bundles hold the same packages.
          ...(i18n.currentLocale === i18n.defaultLocale ? [licencesPlugin(siteDir, siteConfig.title)] : []),
        ],
      };
    },
  };
}
