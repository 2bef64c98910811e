/**
 * Prepares and serves the writers' editor for tests/e2e/editor.spec.ts: a scratch copy of the
 * content, /admin/ written by the post-build step with a local backend, the `_headers` of a build
 * with the editor on, then decap-server on the scratch copy and scripts/serve.mjs on the folder.
 *
 *   npx jiti tests/e2e/support/editorSite.ts
 */
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {company, contactFormDefaults} from '../../../src/data/company';
import {writeEditor} from '../../../scripts/postbuild/editor';
import {editorOrigins, editorSettingsFromEnv} from '../../../scripts/postbuild/editor/settings';
import {
  editorSecurityHeaders,
  renderHeadersEditorBlock,
  renderHeadersSecurityBlock,
  securityHeaders,
} from '../../../scripts/postbuild/hosting';
import {
  EDITOR_BACKEND_PORT,
  EDITOR_BACKEND_URL,
  EDITOR_CONTENT_DIR,
  EDITOR_CONTENT_FOLDERS,
  EDITOR_SITE_DIR,
  EDITOR_SITE_PORT,
} from './editor';

const siteDir = path.resolve(__dirname, '../../..');

async function main() {
  rmSync(EDITOR_CONTENT_DIR, {recursive: true, force: true});
  rmSync(EDITOR_SITE_DIR, {recursive: true, force: true});
  for (const folder of EDITOR_CONTENT_FOLDERS) {
    cpSync(path.join(siteDir, folder), path.join(EDITOR_CONTENT_DIR, folder), {recursive: true});
  }
  const settings = editorSettingsFromEnv({
    EDITOR_BACKEND: 'github',
    EDITOR_REPO: 'northbeam/website',
    EDITOR_AUTH_URL: 'https://auth.northbeam.example',
    EDITOR_LOCAL_BACKEND: EDITOR_BACKEND_URL,
  });
  if (!settings) {
    throw new Error('The editor settings of the test are off');
  }
  mkdirSync(EDITOR_SITE_DIR, {recursive: true});
  await writeEditor({
    siteDir,
    outDir: EDITOR_SITE_DIR,
    settings,
    siteUrl: 'http://127.0.0.1',
    siteName: company.name,
  });
  cpSync(path.join(siteDir, 'static', 'fonts'), path.join(EDITOR_SITE_DIR, 'fonts'), {recursive: true});
  cpSync(path.join(siteDir, 'static', 'img'), path.join(EDITOR_SITE_DIR, 'img'), {recursive: true});
  // The host files of a build with the editor on (no inline scripts here, so no hashes).
  const headers = securityHeaders({scriptHashes: [], formOrigin: contactFormDefaults.origin});
  const editorHeaders = editorSecurityHeaders(headers, editorOrigins(settings));
  writeFileSync(
    path.join(EDITOR_SITE_DIR, '_headers'),
    `${renderHeadersSecurityBlock(headers)}\n${renderHeadersEditorBlock(headers, editorHeaders)}\n`,
  );
  writeFileSync(path.join(EDITOR_SITE_DIR, '_redirects'), '');
  writeFileSync(
    path.join(EDITOR_SITE_DIR, '404.html'),
    '<!doctype html><html lang="en-CA"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1></html>\n',
  );

  const children = [
    spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(EDITOR_BACKEND_PORT),
        BIND_HOST: '127.0.0.1',
        GIT_REPO_DIRECTORY: EDITOR_CONTENT_DIR,
        MODE: 'fs',
        LOG_LEVEL: 'warn',
      },
    }),
    spawn(
      process.execPath,
      [
        path.join(siteDir, 'scripts/serve.mjs'),
        '--host',
        '127.0.0.1',
        '--port',
        String(EDITOR_SITE_PORT),
        '--dir',
        EDITOR_SITE_DIR,
      ],
      {stdio: 'inherit'},
    ),
  ];
  const stop = () => children.forEach((child) => child.kill());
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (const child of children) {
    child.on('exit', (code) => {
      stop();
      process.exit(code ?? 1);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
