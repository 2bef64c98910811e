/**
 * The writers' editor under test (tests/e2e/editor.spec.ts): /admin/ written by the post-build
 * step (scripts/postbuild/editor) with a local backend, served as the production host serves it
 * (scripts/serve.mjs, with the build's `_headers` rule for /admin/), and `decap-server` writing to
 * a scratch copy of the content, never to the repository's files. tests/e2e/support/editorSite.ts
 * prepares and starts both; playwright.config.ts runs it.
 */
import path from 'node:path';

/** The port that serves /admin/ and the port of decap-server. */
export const EDITOR_SITE_PORT = Number(process.env.E2E_EDITOR_PORT ?? 4335);
export const EDITOR_BACKEND_PORT = Number(process.env.E2E_EDITOR_BACKEND_PORT ?? EDITOR_SITE_PORT + 1);
export const EDITOR_SITE_URL = `http://127.0.0.1:${EDITOR_SITE_PORT}`;
export const EDITOR_BACKEND_URL = `http://127.0.0.1:${EDITOR_BACKEND_PORT}/api/v1`;

/** The served folder (with admin/) and the scratch copy of the content the editor writes to. */
export const EDITOR_SITE_DIR = path.resolve(__dirname, '../../../test-results/editor-site');
export const EDITOR_CONTENT_DIR = path.resolve(__dirname, '../../../test-results/editor-content');

/** The content folders the scratch copy holds, as in the repository. */
export const EDITOR_CONTENT_FOLDERS = [
  'blog',
  'case-studies',
  'i18n/fr-CA/docusaurus-plugin-content-blog',
  'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current',
  'static/img/blog',
  'static/img/case-studies',
] as const;
