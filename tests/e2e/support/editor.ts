/**
 * The writers' editor under test (tests/e2e/editor.spec.ts): editor/ served by wrangler
 * (playwright.config.ts starts it), saving through `decap-server` in its local git mode to a
 * scratch clone of this repository with the working tree's content, never to the repository itself.
 */
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 4335);
export const EDITOR_URL = `http://127.0.0.1:${EDITOR_PORT}`;
const BACKEND_PORT = Number(process.env.E2E_EDITOR_BACKEND_PORT ?? EDITOR_PORT + 1);

const ROOT = path.resolve(__dirname, '../../..');
export const SCRATCH_REPO = path.join(ROOT, 'test-results/editor-repo');
/** What the editor edits, copied from the working tree so uncommitted content is tested too. */
const CONTENT = [
  'blog',
  'case-studies',
  'i18n/fr-CA/docusaurus-plugin-content-blog',
  'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies',
  'static/img/blog',
  'static/img/case-studies',
];

/** git in the scratch clone; the name decap-server commits under is the clone's own. */
export const git = (...args: string[]) => execFileSync('git', ['-C', SCRATCH_REPO, ...args], {encoding: 'utf8'});

/** A fresh clone on branch main with the working tree's content, and decap-server on it. */
export async function startBackend(): Promise<() => void> {
  rmSync(SCRATCH_REPO, {recursive: true, force: true});
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, SCRATCH_REPO]);
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.name', 'Writer');
  git('config', 'user.email', 'writer@localhost');
  for (const folder of CONTENT) {
    rmSync(path.join(SCRATCH_REPO, folder), {recursive: true, force: true});
    cpSync(path.join(ROOT, folder), path.join(SCRATCH_REPO, folder), {recursive: true});
  }
  git('add', '--all');
  git('commit', '--quiet', '--allow-empty', '-m', 'The working tree’s content');
  const server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MODE: 'git',
      GIT_REPO_DIRECTORY: SCRATCH_REPO,
      PORT: String(BACKEND_PORT),
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  for (let attempt = 0; ; attempt++) {
    // decap-server answers with the name of its folder: this one, not another program on the port.
    const ready = await fetch(`http://127.0.0.1:${BACKEND_PORT}/api/v1`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({action: 'info'}),
    })
      .then(async (response) => ((await response.json()) as {repo?: string}).repo === path.basename(SCRATCH_REPO))
      // Not listening yet, or listening before its routes are in place.
      .catch(() => false);
    if (ready) {
      return () => server.kill();
    }
    if (attempt === 50 || server.exitCode !== null) {
      server.kill();
      throw new Error(`decap-server for ${SCRATCH_REPO} did not answer on port ${BACKEND_PORT}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Decap looks for `npx decap-server` at its usual address, http://localhost:8081 (config.yml's
 * `local_backend`, allowed by the editor's CSP); the test's copy answers on a port of its own.
 */
export async function useBackend(page: Page): Promise<void> {
  await page.route('http://localhost:8081/**', async (route) => {
    const url = route.request().url().replace('http://localhost:8081', `http://127.0.0.1:${BACKEND_PORT}`);
    await route.fulfill({response: await route.fetch({url})});
  });
}
