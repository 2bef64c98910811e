/** The locale a plugin builds for: routes it adds carry that locale's base URL. */
import type {I18nConfig, LoadContext} from '@docusaurus/types';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';

/** A site path (`/services/x`) as a route of the locale being built (`/fr/services/x`). */
export function localizedRoute(context: Pick<LoadContext, 'baseUrl'>, sitePath: string): `/${string}` {
  return (sitePath === '/' ? context.baseUrl : normalizeUrl([context.baseUrl, sitePath])) as `/${string}`;
}

export function isDefaultLocale(context: Pick<LoadContext, 'i18n'>): boolean {
  return context.i18n.currentLocale === context.i18n.defaultLocale;
}

/** The build's root folder (a locale's `outDir` is build/ or build/fr/), where host files live. */
export function siteRootDir(outDir: string, baseUrl: string): string {
  const depth = baseUrl.split('/').filter(Boolean).length;
  return depth === 0 ? outDir : path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

/** Every locale of the site, default first, as the host files need it. */
export function localeSites(i18n: Pick<I18nConfig, 'defaultLocale' | 'locales' | 'localeConfigs'>) {
  const {locales, defaultLocale, localeConfigs} = i18n;
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)].map((locale) => ({
    baseUrl:
      localeConfigs[locale]?.baseUrl ?? (locale === defaultLocale ? '/' : `/${localeConfigs[locale]?.path ?? locale}/`),
    htmlLang: localeConfigs[locale]?.htmlLang ?? locale,
  }));
}
