/**
 * Writes /admin/ into a build: with the editor on, Decap CMS's own files (self-hosted, from the
 * decap-cms package), its configuration, the preview script and stylesheet and the page that loads
 * them; with it off, only a page saying how to turn it on. Nothing else in the build changes: no
 * other page links to or loads any of it.
 */
import {existsSync, readdirSync} from 'node:fs';
import {copyFile, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {editorConfig} from './config';
import {EDITOR_PATH, EDITOR_SCRIPTS, renderEditorOffPage, renderEditorPage, renderPreviewStylesheet} from './page';
import type {EditorSettings} from './settings';

/** Decap CMS's browser files: the entry, its lazily loaded chunks, its WebAssembly and licences. */
export function decapBrowserFiles(distDir: string): string[] {
  return readdirSync(distDir).filter(
    (name) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt',
  );
}

/** The author keys of blog/authors.yml (its top-level keys). */
export function authorKeys(authorsYaml: string): string[] {
  return [...authorsYaml.matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((match) => match[1]!);
}

export async function writeEditor({
  siteDir,
  outDir,
  settings,
  siteUrl,
  siteName,
}: {
  siteDir: string;
  outDir: string;
  settings: EditorSettings | null;
  siteUrl: string;
  siteName: string;
}): Promise<void> {
  const folder = path.join(outDir, ...EDITOR_PATH.split('/').filter(Boolean));
  await rm(folder, {recursive: true, force: true});
  await mkdir(folder, {recursive: true});
  if (!settings) {
    await writeFile(path.join(folder, 'index.html'), renderEditorOffPage(siteName));
    return;
  }
  const require = createRequire(path.join(siteDir, 'package.json'));
  const distDir = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
  const files = decapBrowserFiles(distDir);
  if (!files.includes('decap-cms.js')) {
    throw new Error(`decap-cms.js missing from ${distDir}`);
  }
  await Promise.all(files.map((name) => copyFile(path.join(distDir, name), path.join(folder, name))));
  const authorsFile = path.join(siteDir, 'blog', 'authors.yml');
  const authors = existsSync(authorsFile) ? authorKeys(await readFile(authorsFile, 'utf8')) : [];
  const config = editorConfig(settings, {siteUrl, authors});
  await writeFile(path.join(folder, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
  await writeFile(path.join(folder, 'index.html'), renderEditorPage(siteName));
  await Promise.all(EDITOR_SCRIPTS.map((name) => copyFile(path.join(__dirname, name), path.join(folder, name))));
  const customCss = await readFile(path.join(siteDir, 'src', 'css', 'custom.css'), 'utf8');
  await writeFile(path.join(folder, 'preview.css'), renderPreviewStylesheet(customCss));
}
