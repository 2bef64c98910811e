/**
 * Each translation records the English it translates: its `description` (the one free field of a
 * Docusaurus translation message) holds a short hash of the English message, written when the
 * translation was made or checked (`npm run translations:mark-current`). When the English
 * changes, the hash no longer matches and the translation is stale until a translator updates it.
 */
import {createHash} from 'node:crypto';
import type {TranslationMessage} from './translatable';

type Messages = Readonly<Record<string, TranslationMessage>>;

/** The `description` a translation of `english` carries while it is current: "English 1a2b3c4d5e6f". */
export function englishRecord(english: string): string {
  return `English ${createHash('sha256').update(english).digest('hex').slice(0, 12)}`;
}

/**
 * The ids whose translation does not record the current English: its English changed since it was
 * translated (or it never recorded one). An id without a translation is not stale: the page shows
 * the English, which the French pages' own checks catch.
 */
export function staleTranslations(english: Messages, translated: Messages): string[] {
  return Object.entries(english)
    .filter(([id, {message}]) => translated[id] && translated[id].description !== englishRecord(message))
    .map(([id]) => id);
}
