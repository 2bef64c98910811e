import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ClientPackagesPlugin} from './clientPackages';
import {leftOutClientModulePaths} from './leftOutClientModules';
import {dropUnusedInfimaRules, wordsOf} from './unusedInfima';

export const PLUGIN_NAME = 'site-performance';

/** V8's magic comment: every function of the file runs on load, so compile them all eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * When the hint is written and the Infima rules are pruned: after minification (which drops
 * comments) and before the content hashes of the file names are computed. Webpack and Rspack both
 * name this stage; tests/unit/upgradeContract.test.ts checks that it still sits between the two.
 */
export function afterMinificationStage(bundler: {Compilation: {PROCESS_ASSETS_STAGE_SUMMARIZE: number}}): number {
  return bundler.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
}

/**
 * Keeps first-load JavaScript and CSS small where it measurably pays. theme-classic always
 * registers the Prism highlighter and its grammars as a client module, even on a site without code
 * blocks, and the nprogress bar of slow navigations; the site renders no highlighted code and has
 * its own bar, so both modules are aliased to an empty one (leftOutClientModules.ts; about 34 and
 * 1.7 KB gzip on every page). core's base-URL warning banner ships even when the configuration
 * switches it off; it is aliased to the same empty module while it is off.
 *
 * The entry bundles open with V8's explicit compile hint (COMPILE_HINT): Chromium then compiles
 * their functions while the file downloads, on a background thread, instead of one by one on the
 * main thread as React starts, which was most of the page's blocking time. Other engines read a
 * comment.
 *
 * The stylesheet leaves out the Infima rules no page can match (unusedInfima.ts): about 4 KB
 * gzip less render-blocking CSS.
 *
 * The head of every page (`src/components/head`: meta tags, JSON-LD) is one shared chunk
 * (HEAD_CHUNK). Docusaurus's own `common` chunk takes only modules that at least half of the routes'
 * chunks contain, a share that moves as routes are added or shared; below it, the head was copied
 * into each chunk of a page, twice on a case study (its root and its page), about 2 KB gzip more.
 *
 * The browser build also lists the npm packages its bundles contain (clientPackages.ts), from
 * which the post-build pass writes /licenses.txt.
 *
 * Every alias target is found with `require.resolve`, which throws if an upgrade moves it;
 * tests/unit/upgradeContract.test.ts checks the rest (docs/upgrading.md).
 */
/** The shared chunk of the page head's components (src/components/head, and the tags and JSON-LD they build). */
const HEAD_CHUNK = {
  name: 'common',
  test: /[\\/]src[\\/](?:components[\\/]head|lib[\\/](?:structuredData|seo|ogImage))[\\/.]/,
  chunks: 'async',
  minChunks: 2,
  priority: 45,
  enforce: true,
} as const;

export default function sitePerformancePlugin(context: LoadContext): Plugin<void> {
  const emptyModule = path.join(__dirname, 'emptyModule.js');
  const leftOutModules: Record<string, string> = Object.fromEntries(
    leftOutClientModulePaths().map((file) => [file, emptyModule]),
  );
  if (context.siteConfig.baseUrlIssueBanner === false) {
    leftOutModules[require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner')] = emptyModule;
  }
  return {
    name: PLUGIN_NAME,

    configureWebpack(_config, isServer, {currentBundler}) {
      // Tools that only read the configuration (knip) call this hook without a bundler.
      const bundler = currentBundler?.instance;
      return {
        resolve: {alias: leftOutModules},
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {head: HEAD_CHUNK}}}}),
        plugins:
          isServer || !bundler
            ? []
            : [
                new UnusedInfimaPlugin(afterMinificationStage(bundler)),
                // The packages the browser bundles contain, for /licenses.txt (clientPackages.ts).
                new ClientPackagesPlugin(),
                new bundler.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  entryOnly: true,
                  // The entry's stylesheet belongs to the same chunk; a `//` line would break it.
                  test: /\.js$/,
                  stage: afterMinificationStage(bundler),
                }),
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
