import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ClientPackagesPlugin} from './clientPackages';
import {leftOutClientModulePaths} from './leftOutClientModules';
import {dropUnusedInfimaRules, wordsOf} from './unusedInfima';

export const PLUGIN_NAME = 'site-performance';

/**
 * The components of every page's head (src/components/head: meta tags, JSON-LD) as one chunk of
 * their own. Without it the bundler copies them into each route's chunk of a page, twice on a case
 * study or a service page (its docs root and its page): 1.6 KB gzip more on those pages.
 */
const HEAD_CHUNK = {
  name: 'head',
  test: /[\\/]src[\\/](?:components[\\/]head|lib[\\/](?:structuredData|seo|ogImage))[\\/.]/,
  chunks: 'async',
  minChunks: 2,
  enforce: true,
} as const;

/**
 * Keeps first-load JavaScript and CSS small where it measurably pays (docs/performance.md):
 * - theme-classic always registers the Prism highlighter and its grammars as a client module, even
 *   on a site without code blocks, and the nprogress bar of slow navigations; the site renders no
 *   highlighted code and has its own bar, so both modules are aliased to an empty one
 *   (leftOutClientModules.ts; about 34 and 1.7 KB gzip on every page). Each alias target is found
 *   with `require.resolve`, which throws if an upgrade moves it.
 * - The head's components are one shared chunk (HEAD_CHUNK).
 * - The stylesheet leaves out the Infima rules no page can match (unusedInfima.ts): 4 KB gzip less
 *   render-blocking CSS on every page.
 * The browser build also lists the npm packages its bundles contain (clientPackages.ts), from
 * which the post-build pass writes /licenses.txt.
 */
export default function sitePerformancePlugin(): Plugin<void> {
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
          new UnusedInfimaPlugin(bundler.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE),
          new ClientPackagesPlugin(),
        ],
      };
    },
  };
}

/** The parts of the bundler's compiler the stylesheet step uses (webpack and Rspack alike). */
interface BundlerAsset {
  name: string;
  source: {source(): string | Buffer};
}
interface BundlerCompiler {
  webpack: {sources: {RawSource: new (source: string) => unknown}};
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
          getAssets(): readonly BundlerAsset[];
          updateAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/**
 * Rewrites the browser build's stylesheets without the unused Infima rules, once every script is
 * minified and before file names get their content hashes (so a changed stylesheet gets a new
 * name). The class names in use are read from all of the build's scripts, lazy ones included.
 */
class UnusedInfimaPlugin {
  constructor(private readonly stage: number) {}

  apply(compiler: BundlerCompiler): void {
    compiler.hooks.thisCompilation.tap('UnusedInfimaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'UnusedInfimaPlugin', stage: this.stage}, () => {
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
  }
}
