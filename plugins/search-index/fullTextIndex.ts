/**
 * Two rules of the header index applied to the full-text /search index of
 * @easyops-cn/docusaurus-search-local, which has no option for either:
 *
 * - Blocks stay apart: the plugin reads a page's text with its `getCondensedText`, which runs a
 *   heading into the paragraph below it ("Overview How Cloud & Hosting works We move…"). It
 *   reads it with `blockText` instead, one line per block, as the header index does, so a
 *   snippet never glues a heading to a sentence.
 * - Matching folds case and accents: lunr's builder gets the words folded (lower case, no
 *   accents, src/lib/searchText.ts) and the /search page folds the query the same way before it
 *   asks the plugin's worker. The stemmers then see the same letters on both sides, so "securite"
 *   finds what "sécurité" finds. The documents the plugin shows keep their accents.
 *
 * Both replace a function of the plugin's build code (the copies its own modules load), checked
 * when the site loads: an upgrade that moves either fails the build here, by name.
 */
import {createRequire} from 'node:module';
import type {AnyNode} from 'cheerio';
import {foldText} from '../../src/lib/searchText';
import {blockText} from './pageText';

type Document = Record<string, unknown>;

interface LunrBuilderPrototype {
  add(this: unknown, document: Document, attributes?: object): void;
  foldsAccents?: true;
}

interface CondensedTextModule {
  getCondensedText(element: AnyNode | AnyNode[], $: unknown): string;
}

/** The plugin's module that reads a section's text, relative to its package. */
export const CONDENSED_TEXT_MODULE = 'dist/server/server/utils/getCondensedText.js';

/** Folds the text fields of a document; other values stay as they are. */
export function foldDocument(document: Document): Document {
  return Object.fromEntries(
    Object.entries(document).map(([key, value]) => [key, typeof value === 'string' ? foldText(value) : value]),
  );
}

/** The text the full-text index stores for a section: one line per block. */
export function sectionText(element: AnyNode | AnyNode[]): string {
  return blockText(Array.isArray(element) ? element : [element]);
}

function searchPluginRequire(): NodeJS.Require {
  return createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
}

/** Makes the search plugin read blocks apart and index folded words. Runs once per process. */
export function adjustFullTextIndex(): void {
  const fromPlugin = searchPluginRequire();
  const condensed = fromPlugin(`./${CONDENSED_TEXT_MODULE}`) as Partial<CondensedTextModule>;
  if (typeof condensed.getCondensedText !== 'function') {
    throw new Error(`search-index: ${CONDENSED_TEXT_MODULE} of the search plugin no longer exports getCondensedText.`);
  }
  condensed.getCondensedText = sectionText;

  const lunr = fromPlugin('lunr') as {Builder?: {prototype: LunrBuilderPrototype}};
  const builder = lunr.Builder?.prototype;
  if (typeof builder?.add !== 'function') {
    throw new Error('search-index: lunr.Builder.prototype.add is missing; the /search index cannot fold accents.');
  }
  if (builder.foldsAccents) {
    return;
  }
  const add = builder.add;
  builder.add = function addFolded(document, attributes) {
    add.call(this, foldDocument(document), attributes);
  };
  builder.foldsAccents = true;
}
