/** Data module text as translation messages, one id per string; list items named by `id`, never by position. */

import {fillFacts, type Facts} from '../../src/lib/facts';

/** Every key of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;

/** The type of `key` in whichever members of the union `T` have it. */
type ValueAt<T, Key> = T extends unknown ? (Key extends keyof T ? T[Key] : never) : never;

/** Whether a value of type `T` holds a string, at any depth. */
type HoldsString<T> = true extends (
  T extends string
    ? true
    : T extends readonly (infer Item)[]
      ? HoldsString<Item>
      : T extends object
        ? HoldsString<ValueAt<T, KeysOf<T>>>
        : false
)
  ? true
  : false;

/** What is text in a `T`: a string `true` or `false`, a list by its item, an object by its string fields. */
export type TextFields<T> = [NonNullable<T>] extends [string]
  ? boolean
  : [NonNullable<T>] extends [readonly (infer Item)[]]
    ? TextFields<Item>
    : {
        -readonly [
          Key in KeysOf<NonNullable<T>> as HoldsString<ValueAt<NonNullable<T>, Key>> extends true ? Key : never
        ]-?: TextFields<ValueAt<NonNullable<T>, Key>>;
      };

/** A runtime `TextFields` declaration, whatever its type. */
type Declaration = boolean | {readonly [key: string]: Declaration};

export interface TranslationMessage {
  message: string;
  description?: string;
}

type Json = string | number | boolean | null | undefined | readonly Json[] | {readonly [key: string]: Json};

/** Whether `node`, or anything in it, is a string the declaration marks as text. */
function holdsText(node: Json, declared: Declaration | undefined): boolean {
  if (typeof node === 'string') {
    return declared === true && node.trim() !== '';
  }
  if (Array.isArray(node)) {
    return node.some((item: Json) => holdsText(item, declared));
  }
  if (node && typeof node === 'object') {
    const fields = typeof declared === 'object' ? declared : {};
    return Object.entries(node).some(([key, child]) => holdsText(child as Json, fields[key]));
  }
  return false;
}

/** The name of a list item in its translation ids: its `id`. */
function childName(item: Json, index: number, listId: string): string {
  const named = item && typeof item === 'object' && !Array.isArray(item) ? (item as {id?: unknown}).id : undefined;
  if (typeof named === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(named)) {
    return named;
  }
  const [module, ...list] = listId.split('.');
  throw new Error(
    `site-data: the list ${list.join('.')} of src/data/${module}.ts has text in item ${index} but no stable id: ` +
      'give each item an `id` in kebab case (a list of plain strings becomes a list of `{id, …}` objects), ' +
      'so that its translation does not move when the list changes.',
  );
}

/** `value` with each declared text replaced by `replace(id, text)`; throws on an unclassified string. */
function mapTexts(value: unknown, declaration: unknown, prefix: string, replace: (id: string, text: string) => string) {
  const walk = (node: Json, declared: Declaration | undefined, id: string): Json => {
    if (typeof node === 'string') {
      if (declared === undefined || typeof declared !== 'boolean') {
        throw new Error(`site-data: ${id} is a string that the module's TextFields declaration does not classify.`);
      }
      return declared && node.trim() !== '' ? replace(id, node) : node;
    }
    if (Array.isArray(node)) {
      const names = new Set<string>();
      return node.map((item: Json, index) => {
        // An item without text (a menu entry naming a page by id) gives no message: its position is harmless.
        const name = holdsText(item, declared) ? childName(item, index, id) : String(index);
        if (names.has(name)) {
          throw new Error(`site-data: two items of the list ${id} have the id "${name}": each needs its own.`);
        }
        names.add(name);
        return walk(item, declared, `${id}.${name}`);
      });
    }
    if (node && typeof node === 'object') {
      const fields = typeof declared === 'object' ? declared : {};
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [key, walk(child as Json, fields[key], `${id}.${key}`)]),
      );
    }
    return node;
  };
  return walk(value as Json, declaration as Declaration, prefix);
}

/** Every translatable string of `value`, by id. */
export function translatableMessages<T>(
  value: T,
  textFields: TextFields<T>,
  prefix: string,
): Record<string, TranslationMessage> {
  const messages: Record<string, TranslationMessage> = {};
  mapTexts(value, textFields, prefix, (id, text) => {
    messages[id] = {message: text};
    return text;
  });
  return messages;
}

/** `value` with each text translated and typeset where a translation exists. */
export function applyTranslations<T>(
  value: T,
  textFields: TextFields<T>,
  prefix: string,
  translations: Record<string, TranslationMessage>,
  typeset = (text: string): string => text,
): T {
  return mapTexts(value, textFields, prefix, (id, text) => {
    const translated = translations[id]?.message;
    return translated === undefined ? text : typeset(translated);
  }) as T;
}

/** `value` with each text's `{fact}` placeholders filled; an unknown fact throws, naming its id. */
export function fillTextFacts<T>(value: T, textFields: TextFields<T>, prefix: string, facts: Facts): T {
  return mapTexts(value, textFields, prefix, (id, text) => fillFacts(text, facts, `site-data: ${id}`)) as T;
}
