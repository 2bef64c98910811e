/**
 * The translatable text of a typed data module (src/data/*), as Docusaurus translation messages:
 * one stable id per human-readable string, built from the module name and the path to the
 * string, where list items with an `id` (or `key`) are named by it and other list items by
 * their position: `services.managed-it-services.hero.headline`, `about.coreValues.0.title`.
 * Identifiers, links, icon and image names and other values that are not text are left out, and
 * stay shared by every language.
 */

/** Keys whose values are identifiers, addresses or styles, never text a visitor reads. */
const NON_TEXT_KEYS = new Set([
  'id',
  'key',
  'link',
  'href',
  'url',
  'to',
  'icon',
  'image',
  'logo',
  'theme',
  'kind',
  'path',
  'slug',
  'gradient',
  'backgroundPosition',
  'backgroundSize',
  'backgroundTransform',
  'textAlign',
  'contentPosition',
  'serviceCategoryKeys',
  'localizedUrls',
]);

/** Values that are addresses, not text. */
const NON_TEXT_VALUE = /^(\/|#|https?:|mailto:|tel:)/;

export interface TranslationMessage {
  message: string;
  description?: string;
}

type Json = string | number | boolean | null | undefined | readonly Json[] | {readonly [key: string]: Json};

function childName(item: Json, index: number): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const named = (item as {id?: unknown; key?: unknown}).id ?? (item as {key?: unknown}).key;
    if (typeof named === 'string' || typeof named === 'number') {
      return String(named);
    }
  }
  return String(index);
}

function isText(key: string | undefined, value: string): boolean {
  return !(key !== undefined && NON_TEXT_KEYS.has(key)) && value.trim() !== '' && !NON_TEXT_VALUE.test(value);
}

/** Every translatable string of `value`, by id. */
export function translatableMessages(value: unknown, prefix: string): Record<string, TranslationMessage> {
  const messages: Record<string, TranslationMessage> = {};
  const walk = (node: Json, id: string, key: string | undefined): void => {
    if (typeof node === 'string') {
      if (isText(key, node)) {
        messages[id] = {message: node};
      }
    } else if (Array.isArray(node)) {
      node.forEach((item: Json, index) => walk(item, `${id}.${childName(item, index)}`, key));
    } else if (node && typeof node === 'object') {
      for (const [childKey, child] of Object.entries(node)) {
        if (!NON_TEXT_KEYS.has(childKey)) {
          walk(child as Json, `${id}.${childKey}`, childKey);
        }
      }
    }
  };
  walk(value as Json, prefix, undefined);
  return messages;
}

/**
 * `value` with each translatable string replaced by its translation, where there is one (a
 * missing translation keeps the English, as Docusaurus does for interface strings).
 */
export function applyTranslations<T>(value: T, prefix: string, translations: Record<string, TranslationMessage>): T {
  const walk = (node: Json, id: string, key: string | undefined): Json => {
    if (typeof node === 'string') {
      return isText(key, node) ? (translations[id]?.message ?? node) : node;
    }
    if (Array.isArray(node)) {
      return node.map((item: Json, index) => walk(item, `${id}.${childName(item, index)}`, key));
    }
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([childKey, child]) => [
          childKey,
          NON_TEXT_KEYS.has(childKey) ? child : walk(child as Json, `${id}.${childKey}`, childKey),
        ]),
      );
    }
    return node;
  };
  return walk(value as Json, prefix, undefined) as T;
}

/**
 * `value` with each link that names its page in `locale` (`localizedUrls: {'fr-CA': …}` beside
 * its `url`) pointing there: an outside site's French version for the French site.
 */
export function applyLocalizedUrls<T>(value: T, locale: string): T {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) {
      return node.map(walk);
    }
    if (node && typeof node === 'object') {
      const record = node as {readonly [key: string]: Json};
      const localized = (record.localizedUrls as Record<string, string> | undefined)?.[locale];
      const walked = Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child)]));
      return localized ? {...walked, url: localized} : walked;
    }
    return node;
  };
  return walk(value as Json) as T;
}

/**
 * `value` with the texts of `overrides` in place of its own, at any depth (lists are replaced
 * as a whole). For modules whose translations are written beside the English in TypeScript.
 */
export function overrideTexts<T>(value: T, overrides: unknown): T {
  if (overrides === undefined) {
    return value;
  }
  if (typeof overrides === 'string' || Array.isArray(overrides)) {
    return overrides as T;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && overrides && typeof overrides === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        overrideTexts(child, (overrides as Record<string, unknown>)[key]),
      ]),
    ) as T;
  }
  return value;
}
