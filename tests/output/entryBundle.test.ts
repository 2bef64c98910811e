/**
 * The entry bundle (main.js, on every page's first load) leaves out the code that only runs once a
 * visitor acts: the search results and the lightbox load from chunks of their own on first intent.
 * Each is recognised by an interface string only that code shows (its `id:"…"` in the compiled
 * call), which must be in another chunk of the same build, so a renamed string fails here instead
 * of passing unseen. Reads build/ only.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, localePrefixes} from '../support/routes';

const INTERACTION_ONLY = {
  'search results and their count': 'search.status.resultCount',
  'search result panel': 'search.panel.allResults',
  lightbox: 'lightbox.close',
} as const;

describe.each(localePrefixes())('entry bundle of "%s/"', (prefix) => {
  const scriptsDir = path.join(BUILD_DIR, prefix, 'assets/js');
  const scripts = readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
  const mainBundle = scripts.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const read = (name: string) => readFileSync(path.join(scriptsDir, name), 'utf8');

  test.each(Object.entries(INTERACTION_ONLY))('leaves out the %s (%s)', (_part, id) => {
    expect(mainBundle).toBeDefined();
    const call = `id:"${id}"`;
    expect(read(mainBundle!).includes(call)).toBe(false);
    expect(scripts.filter((name) => name !== mainBundle && read(name).includes(call))).not.toEqual([]);
  });
});
