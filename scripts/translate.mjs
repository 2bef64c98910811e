#!/usr/bin/env node
/** `npm run translate -- blog/my-post.md`: copies an English post or case study where the French site reads it. */
import {copyFileSync, existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, esmResolve: true});
const {translationPair} = load(path.join(siteDir, 'plugins/site-data/staleness.ts'));

const args = process.argv.slice(2);
const english = args.length === 1 ? path.relative(siteDir, path.resolve(args[0])) : undefined;
const copy = english && translationPair(english)?.copy;
if (!copy || !existsSync(path.join(siteDir, english))) {
  console.error(
    `Give one English post or case study, e.g. npm run translate -- blog/my-post.md` +
      (args.length === 1 ? ` (${args[0]} is not a post, case study or service).` : '.'),
  );
  process.exit(1);
}
if (existsSync(path.join(siteDir, copy))) {
  console.error(`${copy} already exists: nothing was changed.`);
  process.exit(1);
}
mkdirSync(path.dirname(path.join(siteDir, copy)), {recursive: true});
copyFileSync(path.join(siteDir, english), path.join(siteDir, copy));
console.log(
  `Wrote ${copy}, a copy of ${english}. Translate its text (title, description, image description, body); ` +
    'keep the other values as they are.',
);
