import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismIncludeLanguagesPath} from './prismIncludeLanguages';

export const PLUGIN_NAME = 'site-performance';

/**
 * Keeps first-load JavaScript small. theme-classic always registers the Prism highlighter and
 * its grammars as a client module, even on a site without code blocks; the site renders no
 * highlighted code, so the module is aliased to an empty one (about 34 KB gzip saved on every page).
 *
 * In the browser bundle, tslib is aliased to a copy of its one helper that client code calls
 * (`__importDefault`, from @docusaurus/utils-common's CommonJS build): a CommonJS `require` of tslib
 * keeps every helper, about 3.5 KB gzip on every page. The server build keeps the real tslib.
 */
export default function sitePerformancePlugin(_context: LoadContext): Plugin {
  const prismIncludeLanguages = prismIncludeLanguagesPath();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [prismIncludeLanguages]: path.join(__dirname, 'emptyClientModule.js'),
            ...(isServer ? {} : {tslib$: path.join(__dirname, 'tslibClient.js')}),
          },
        },
      };
    },
  };
}
