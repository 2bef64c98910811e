import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismIncludeLanguagesPath} from './prismIncludeLanguages';

export const PLUGIN_NAME = 'site-performance';

/** V8's magic comment: every function of the file runs on load, so compile them all eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * When the hint is written: after minification (which drops comments) and before the content
 * hashes of the file names are computed (Rspack's PROCESS_ASSETS_STAGE_SUMMARIZE).
 */
const AFTER_MINIFICATION_STAGE = 1000;

/**
 * Keeps first-load JavaScript small. theme-classic always registers the Prism highlighter and
 * its grammars as a client module, even on a site without code blocks; the site renders no
 * highlighted code, so the module is aliased to an empty one (about 34 KB gzip saved on every page).
 *
 * In the browser bundle, tslib is aliased to a copy of its one helper that client code calls
 * (`__importDefault`, from @docusaurus/utils-common's CommonJS build): a CommonJS `require` of tslib
 * keeps every helper, about 3.5 KB gzip on every page. The server build keeps the real tslib.
 *
 * The bundles get the site configuration without the build's plugin lists (siteConfigForBundles).
 *
 * The entry bundles open with V8's explicit compile hint (COMPILE_HINT): Chromium then compiles
 * their functions while the file downloads, on a background thread, instead of one by one on the
 * main thread as React starts, which was most of the page's blocking time. Other engines read a
 * comment.
 */
export default function sitePerformancePlugin(context: LoadContext): Plugin {
  const prismIncludeLanguages = prismIncludeLanguagesPath();
  // Set once the content is loaded: the generated site configuration and its replacement.
  let siteConfigModules: {generated: string; bundled: string} | undefined;
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
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
      return {
        resolve: {
          alias: {
            [prismIncludeLanguages]: path.join(__dirname, 'emptyClientModule.js'),
            ...(isServer ? {} : {tslib$: path.join(__dirname, 'tslibClient.js')}),
          },
        },
        plugins: [
          ...(isServer
            ? []
            : [
                new currentBundler.instance.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  entryOnly: true,
                  // The entry's stylesheet belongs to the same chunk; a `//` line would break it.
                  test: /\.js$/,
                  stage: AFTER_MINIFICATION_STAGE,
                }),
              ]),
          ...(replacement
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
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
 * The site configuration as the bundles see it (`useDocusaurusContext().siteConfig`): without
 * the lists of presets, themes and plugins with their options, which only the build reads (each
 * plugin hands the browser its data through its routes and global data). About 1.5 KB gzip less
 * on every page.
 */
export function siteConfigForBundles(siteConfig: LoadContext['siteConfig']): Record<string, unknown> {
  const {presets: _presets, themes: _themes, plugins: _plugins, ...bundled} = siteConfig;
  return bundled;
}
