import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import buildSettingsPlugin, {takeBuildSettings} from '@site/plugins/build-settings';

const siteConfig = {
  url: 'https://www.northbeam.example',
  i18n: {defaultLocale: 'en-CA', locales: ['en-CA', 'fr-CA']},
  customFields: {analytics: {endpoint: 'https://stats.example.ca', domain: 'northbeam.example'}},
  title: 'Not needed by the pass',
};

function contextIn(currentLocale: string): LoadContext {
  return {i18n: {currentLocale, defaultLocale: 'en-CA'}} as LoadContext;
}

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'build-settings-'));
});
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

async function build(currentLocale: string): Promise<void> {
  const plugin = buildSettingsPlugin(contextIn(currentLocale));
  await plugin.postBuild!({siteConfig, outDir} as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
}

describe('the settings the build hands the post-build pass (plugins/build-settings)', () => {
  it('the default locale writes the resolved address, locales and custom fields, and the pass takes them out of the build', async () => {
    await build('en-CA');
    const {title: _title, ...expected} = siteConfig;
    expect(await takeBuildSettings(outDir)).toEqual(expected);
    expect(existsSync(path.join(outDir, 'build-settings.json'))).toBe(false);
  });

  it('another locale writes nothing (its folder is inside the default one)', async () => {
    await build('fr-CA');
    await expect(takeBuildSettings(outDir)).rejects.toThrow(/build-settings\.json missing.*npm run build/);
  });
});
