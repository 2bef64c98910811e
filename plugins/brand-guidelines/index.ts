import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {zipSync} from 'fflate';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encryptText, type EncryptedPayload} from '../../src/lib/brandCrypto';
import {brandGuidelines} from './content';
import {BRAND_KIT_PATH} from './constants';
import {chooseBrandPin} from './options';
import {isDefaultLocale, localizedRoute} from '../lib/locale';
import type {EnglishOnlyPageProps} from '../../src/templates/EnglishOnlyPage';

export type {BrandGuidelines} from './types';
export type {EncryptedPayload};

export const PLUGIN_NAME = 'brand-guidelines';
export const BRAND_GUIDELINES_PATH = '/brand-guidelines';

/** Props of the route component: the module `payload` is the encrypted guidelines. */
export interface BrandGuidelinesRouteProps {
  payload: EncryptedPayload;
}

/** One PIN per process: a dev-server reload must not change a generated PIN already read from the log. */
let buildPin: string | undefined;

/** /brand-guidelines with ./content.ts encrypted at build (brandCrypto.ts): only the ciphertext ships. */
export default function brandGuidelinesPlugin(context: LoadContext): Plugin<EncryptedPayload | null> {
  return {
    name: PLUGIN_NAME,

    async loadContent() {
      // Internal and English only: other locales get a notice page and need no PIN.
      if (!isDefaultLocale(context)) {
        return null;
      }
      if (buildPin === undefined) {
        const {pin, generated} = chooseBrandPin();
        if (generated) {
          logger.warn(
            `[${PLUGIN_NAME}] brand guidelines PIN for this build: ${pin} (random, because BRAND_PIN is not set; ` +
              'set BRAND_PIN to six digits to choose it)',
          );
        }
        buildPin = pin;
      }
      return encryptText(JSON.stringify(brandGuidelines), buildPin);
    },

    async contentLoaded({content, actions}) {
      if (!isDefaultLocale(context)) {
        actions.addRoute({
          path: localizedRoute(context, BRAND_GUIDELINES_PATH),
          exact: true,
          component: '@site/src/templates/EnglishOnlyPage',
          props: {englishPath: BRAND_GUIDELINES_PATH, reason: 'internal'} satisfies EnglishOnlyPageProps,
        });
        return;
      }
      const payloadPath = await actions.createData('brand-guidelines-payload.json', JSON.stringify(content));
      actions.addRoute({
        path: BRAND_GUIDELINES_PATH,
        exact: true,
        component: '@site/src/templates/BrandGuidelines',
        modules: {payload: payloadPath},
      });
    },

    async postBuild({outDir}) {
      if (!isDefaultLocale(context)) {
        return;
      }
      const files = await Promise.all(
        brandGuidelines.logos.files.map(
          async ({file}) =>
            [
              `northbeam-brand-kit/${path.basename(file)}`,
              await readFile(path.join(context.siteDir, 'static', file)),
            ] as const,
        ),
      );
      const target = path.join(outDir, BRAND_KIT_PATH);
      await mkdir(path.dirname(target), {recursive: true});
      // Dated with the guidelines' version (2024-01-15), so the archive is the same on every build.
      await writeFile(target, zipSync(Object.fromEntries(files), {level: 9, mtime: new Date(2024, 0, 15)}));
      logger.info`[${PLUGIN_NAME}] Brand kit written to path=${path.relative(context.siteDir, target)} (${files.length} logo files).`;
    },
  };
}
