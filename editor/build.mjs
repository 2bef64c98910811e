/** Copies Decap CMS's browser files and the logo into public/, so the editor loads nothing from elsewhere. */
import {copyFileSync, mkdirSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = import.meta.dirname;
const decap = path.dirname(fileURLToPath(import.meta.resolve('decap-cms/dist/decap-cms.js')));
const target = path.join(here, 'public', 'decap');
rmSync(target, {recursive: true, force: true});
mkdirSync(target);
for (const name of readdirSync(decap)) {
  if (/^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name)) {
    copyFileSync(path.join(decap, name), path.join(target, name));
  }
}
copyFileSync(path.join(here, '../static/img/logo-wordmark.svg'), path.join(here, 'public', 'logo.svg'));
copyFileSync(path.join(here, '../static/img/favicon-light.svg'), path.join(here, 'public', 'favicon.svg'));
