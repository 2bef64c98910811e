/** Hands the post-build pass the settings the build resolved, so the CSP allows what the pages were built with. */
import {existsSync} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {isDefaultLocale} from '../lib/locale';

const BUILD_SETTINGS_FILE = 'build-settings.json';

/** What the post-build pass reads of the configuration. */
export type BuildSettings = Pick<DocusaurusConfig, 'url' | 'i18n' | 'customFields'>;

export default function buildSettingsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'build-settings',
    async postBuild({siteConfig, outDir}) {
      if (isDefaultLocale(context)) {
        const {url, i18n, customFields} = siteConfig;
        const settings: BuildSettings = {url, i18n, customFields};
        await writeFile(path.join(outDir, BUILD_SETTINGS_FILE), JSON.stringify(settings, null, 1));
      }
    },
  };
}

/** The settings the build of `outDir` wrote, removed from the build; fails when the build wrote none. */
export async function takeBuildSettings(outDir: string): Promise<BuildSettings> {
  const file = path.join(outDir, BUILD_SETTINGS_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${file} missing: the post-build pass runs on a build of every locale that plugins/build-settings wrote (npm run build).`,
    );
  }
  const settings = JSON.parse(await readFile(file, 'utf8')) as BuildSettings;
  await rm(file);
  return settings;
}
