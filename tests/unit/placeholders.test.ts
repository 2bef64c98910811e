import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import placeholdersPlugin, {placeholdersIn} from '@site/plugins/placeholders';

/** A built site with a real English page, an English post with a .example address and a French post with a 555 number. */
function builtSite(): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'placeholders-'));
  const page = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(siteDir, 'build', file)), {recursive: true});
    writeFileSync(path.join(siteDir, 'build', file), `<!doctype html><html><body>${body}</body></html>`);
  };
  page('about.html', '<p>Call (416) 368-2100 or write to hello@northbeamtech.ca.</p>');
  page(
    'blog/mfa-setup-quick-tip.html',
    '<p>Questions? <a href="mailto:support@northbeam.example">Write to us</a>.</p>',
  );
  page('fr/blog/mfa-setup-quick-tip.html', '<p>Appelez le 416\u00a0555-0199, jour et nuit.</p>');
  page('img/logo.svg', 'https://www.northbeam.example');
  return siteDir;
}

async function postBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const siteDir = builtSite();
  const saved = process.env;
  process.env = env;
  try {
    const plugin = placeholdersPlugin({siteDir} as LoadContext);
    await plugin.postBuild!({outDir: path.join(siteDir, 'build')} as Parameters<
      NonNullable<typeof plugin.postBuild>
    >[0]);
  } finally {
    process.env = saved;
    rmSync(siteDir, {recursive: true, force: true});
  }
}

describe('placeholder addresses and numbers in the built site, for the owner', () => {
  it('finds reserved example names and 555-01xx numbers in every common format', () => {
    const text =
      'https://www.northbeam.example/x, privacy@example.com, (416) 555-0100, tel:+14165550104, 416\\u00a0555-0105';
    expect(placeholdersIn(text)).toEqual([
      'www.northbeam.example',
      'privacy@example.com',
      '(416) 555-0100',
      '+14165550104',
      '416\\u00a0555-0105',
    ]);
  });

  it('leaves real addresses and numbers alone', () => {
    expect(placeholdersIn('www.northbeamtech.ca, example.community, 416 555-0200, 416 368-0150, 5550100123')).toEqual(
      [],
    );
  });

  // Which variables make a build one for publishing: brandPin.test.ts, on the shared rule.
  it('fails a build for publishing, naming for the owner the English and the French post and what each holds', async () => {
    const env = {SITE_URL: 'https://www.northbeamtech.ca'};
    await expect(postBuild(env)).rejects.toThrow('build/blog/mfa-setup-quick-tip.html: support@northbeam.example');
    await expect(postBuild(env)).rejects.toThrow('build/fr/blog/mfa-setup-quick-tip.html: 416\u00a0555-0199');
    await expect(postBuild(env)).rejects.not.toThrow(/about\.html|logo\.svg/);
  });

  it('only warns on a local build and on the test suite’s loopback build, never with SITE_URL or on a host', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await postBuild({});
    await postBuild({CI: 'true', NORTHBEAM_TEST_BUILD: 'loopback-only'});
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/^placeholders: 2 files in build\/ hold them \(test build/),
    );
    for (const env of [{SITE_URL: 'https://x.ca'}, {CF_PAGES: '1'}, {NORTHBEAM_TEST_BUILD: 'true'}]) {
      await expect(postBuild({CI: 'true', NORTHBEAM_TEST_BUILD: 'loopback-only', ...env})).rejects.toThrow(
        /for publishing/,
      );
    }
    warn.mockRestore();
  });
});
