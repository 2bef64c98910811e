import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
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
 * Keeps first-load JavaScript small. theme-classic always registers the Prism highlighter and
 * its grammars as a client module, even on a site without code blocks, and the nprogress bar of
 * slow navigations; the site renders no highlighted code and has its own bar, so both modules are
 * aliased to an empty one (leftOutClientModules.ts; about 34 and 1.7 KB gzip saved on every page).
 *
 * In the browser bundle, tslib is aliased to a copy of its one helper that client code calls
 * (`__importDefault`, from @docusaurus/utils-common's CommonJS build): a CommonJS `require` of tslib
 * keeps every helper, about 3.5 KB gzip on every page. The server build keeps the real tslib.
 *
 * In the browser bundle, react-helmet-async (behind `<Head>`) is aliased to clientHead.tsx, which
 * keeps the head in step with client-side navigations; the server still writes every prerendered
 * head with the library. About 4 KB gzip less on every page.
 *
 * The bundles get the site configuration without the build's plugin lists (siteConfigForBundles),
 * and core's base-URL warning banner is left out while the configuration switches it off.
 *
 * The entry bundles open with V8's explicit compile hint (COMPILE_HINT): Chromium then compiles
 * their functions while the file downloads, on a background thread, instead of one by one on the
 * main thread as React starts, which was most of the page's blocking time. Other engines read a
 * comment.
 *
 * The stylesheet leaves out the Infima rules no page can match (unusedInfima.ts): about 4 KB
 * gzip less render-blocking CSS.
 */
export default function sitePerformancePlugin(context: LoadContext): Plugin {
  const emptyModule = path.join(__dirname, 'emptyModule.js');
  const leftOutClientModules = Object.fromEntries(leftOutClientModulePaths().map((file) => [file, emptyModule]));
  // Set once the content is loaded: core's components that the configuration switches off.
  let leftOutComponents: Record<string, string> = {};
  // Set once the content is loaded: the generated site configuration and its replacement.
  let siteConfigModules: {generated: string; bundled: string} | undefined;
  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent}) {
      assertNoDocsVersions(allContent);
    },

    async loadContent() {
      assertNoLeftOutFeatureConfigured(context.siteConfig);
    },

    async contentLoaded({actions}) {
      // core renders its base-URL warning banner (and its code ships) even when it is switched off.
      if (context.siteConfig.baseUrlIssueBanner === false) {
        leftOutComponents = {
          [require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner')]: emptyModule,
        };
      }
      siteConfigModules = {
        generated: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
        bundled: await actions.createData(
          'docusaurus.config.mjs',
          `export default ${JSON.stringify(siteConfigForBundles(context.siteConfig))};\n`,
        ),
      };
    },

    configureWebpack(_config, isServer, {currentBundler}) {
      const replacement = siteConfigModules;
      // Tools that only read the configuration (knip) call this hook without a bundler.
      const bundler = currentBundler?.instance;
      return {
        resolve: {
          alias: {
            ...leftOutClientModules,
            ...leftOutComponents,
            ...(isServer
              ? {}
              : {
                  tslib$: path.join(__dirname, 'tslibClient.js'),
                  'react-helmet-async$': path.join(__dirname, 'clientHead.tsx'),
                }),
          },
        },
        plugins: [
          ...(isServer || !bundler
            ? []
            : [
                new UnusedInfimaPlugin(afterMinificationStage(bundler)),
                new bundler.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  entryOnly: true,
                  // The entry's stylesheet belongs to the same chunk; a `//` line would break it.
                  test: /\.js$/,
                  stage: afterMinificationStage(bundler),
                }),
              ]),
          ...(replacement && bundler
            ? [
                new bundler.NormalModuleReplacementPlugin(
                  /docusaurus\.config\.mjs$/,
                  (resolveData: {createData?: {resource?: string}}) => {
                    if (resolveData.createData?.resource === replacement.generated) {
                      resolveData.createData.resource = replacement.bundled;
                    }
                  },
                ),
              ]
            : []),
        ],
      };
    },
  };
}

/**
 * The site's theme leaves out the announcement bar (src/theme/AnnouncementBar renders nothing and
 * src/theme/Layout/Provider drops its provider): configuring one would silently show nothing.
 */
export function assertNoLeftOutFeatureConfigured(siteConfig: Pick<LoadContext['siteConfig'], 'themeConfig'>): void {
  if (siteConfig.themeConfig.announcementBar) {
    throw new Error(
      '[site-performance] themeConfig.announcementBar is set, but src/theme/AnnouncementBar renders nothing: ' +
        "delete that file and restore AnnouncementBarProvider in src/theme/Layout/Provider (theme-classic's original) first.",
    );
  }
}

/** What the docs plugin loads per instance, as far as versions go. */
type DocsContent = Record<string, {loadedVersions?: {versionName: string}[]} | undefined>;

/**
 * src/theme/Layout/Provider drops the docs plugin's preferred-version provider, which only a
 * versioned docs instance needs: fail the build if an instance (the case studies) gets versions.
 */
export function assertNoDocsVersions(allContent: Record<string, unknown>): void {
  const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent;
  for (const [instance, content] of Object.entries(docs)) {
    if ((content?.loadedVersions?.length ?? 0) > 1) {
      throw new Error(
        `[site-performance] The docs instance '${instance}' has versions, but src/theme/Layout/Provider leaves out ` +
          "the docs plugin's preferred-version provider: restore DocsPreferredVersionContextProvider there first.",
      );
    }
  }
}

/**
 * Keys of the site configuration that only the build reads: the page template and the tags,
 * scripts and stylesheets it writes into every page, the client modules and static folders it
 * bundles and copies, the markdown options, the broken-link policies, and the lists of presets,
 * themes and plugins with their options (each plugin hands the browser its data through its
 * routes and global data).
 */
const BUILD_ONLY_CONFIG_KEYS = [
  'presets',
  'themes',
  'plugins',
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

/**
 * The site configuration as the bundles see it (`useDocusaurusContext().siteConfig`): without the
 * build-only keys, and without the code-highlighting theme (the Prism highlighter is left out of
 * the bundles, see above). About 2.7 KB gzip less on every page.
 */
export function siteConfigForBundles(siteConfig: LoadContext['siteConfig']): Record<string, unknown> {
  const bundled: Record<string, unknown> = {...siteConfig};
  for (const key of BUILD_ONLY_CONFIG_KEYS) {
    delete bundled[key];
  }
  const {prism: _prism, ...themeConfig} = siteConfig.themeConfig;
  return {...bundled, themeConfig};
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
