/**
 * The upgrade contract: a test per coupling of docs/upgrading.md to Docusaurus internals, which runs
 * the installed packages' code (or reads their files) and fails naming the coupling and what to do.
 */
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Plugin} from '@docusaurus/types';
import config from '@site/docusaurus.config';
import {leftOutClientModulePaths} from '@site/plugins/site-performance/leftOutClientModules';
import {SCRIPT_LOADER, ssrTemplate} from '@site/plugins/site-performance/ssrTemplate';
import {dropUnusedInfimaRules, INFIMA_LAYER} from '@site/plugins/site-performance/unusedInfima';

// Node's own require: jest maps `.css` requests to an empty module, and upstream must resolve files as in a build.
const {createRequire} = process.getBuiltinModule('node:module');
const nodeRequire = createRequire(__filename);
const SITE_DIR = path.resolve(__dirname, '../..');
const CHECKED_AGAINST = '3.10.2';

/** Runs the assertions; a failure puts what to do and the versions above jest's own message. */
function contract(whatToDo: string, assertions: () => void): void {
  try {
    assertions();
  } catch (error) {
    const {version} = nodeRequire('@docusaurus/core/package.json') as {version: string};
    const versions = `@docusaurus/core: contract checked against ${CHECKED_AGAINST}, installed ${version}`;
    throw new Error(`${whatToDo}\n\n${versions}\n\n${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An installed package's module; if it is gone, the error says what to do. */
function requireInternal<T>(specifier: string, whatToDo: string): T {
  let resolved = '';
  contract(`${specifier} no longer exists: ${whatToDo}`, () => void (resolved = nodeRequire.resolve(specifier)));
  return nodeRequire(resolved) as T;
}

const TEMP = mkdtempSync(path.join(tmpdir(), 'upgrade-contract-'));
const tempDir = () => mkdtempSync(path.join(TEMP, 'run-'));
afterAll(() => rmSync(TEMP, {recursive: true, force: true}));

interface PluginModule {
  default: (context: unknown, options: unknown) => Plugin;
  validateOptions?: (args: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;
}

/** theme-classic's client modules, resolved from its folder as core does. */
function themeClassicClientModules(): string[] {
  const entry = nodeRequire.resolve('@docusaurus/theme-classic');
  const plugin = (nodeRequire(entry) as PluginModule).default(
    {
      siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      i18n: {currentLocale: 'en-CA', localeConfigs: {'en-CA': {direction: 'ltr'}}},
    },
    {customCss: []},
  );
  return (plugin.getClientModules?.() ?? []).map((file) =>
    nodeRequire.resolve(path.resolve(path.dirname(entry), file)),
  );
}

it('theme-classic still registers lib/prism-include-languages and lib/nprogress as client modules (else the alias in plugins/site-performance/leftOutClientModules.ts is a no-op: alias where the module went, or drop it)', () => {
  contract('theme-classic no longer has, or no longer registers, a module leftOutClientModules.ts aliases', () =>
    expect(themeClassicClientModules()).toEqual(expect.arrayContaining(leftOutClientModulePaths())),
  );
});

it("the Infima cascade layer: the site turns on CSS cascade layers (future.v4) and preset-classic puts theme-classic's Infima in INFIMA_LAYER (else set INFIMA_LAYER in plugins/site-performance/unusedInfima.ts to the new layer)", () => {
  // The site configuration as core completes it (future flags expanded), and the preset's plugins for it.
  const {validateConfig} = requireInternal<{validateConfig: (config: unknown, file: string) => unknown}>(
    '@docusaurus/core/lib/server/configValidation',
    "point this test at core's config validation",
  );
  const siteConfig = validateConfig(config, path.join(SITE_DIR, 'docusaurus.config.ts'));
  const preset = (nodeRequire('@docusaurus/preset-classic') as PluginModule).default({siteConfig}, {});
  const layersPath = (preset as unknown as {plugins: unknown[]}).plugins
    .map((entry) => (Array.isArray(entry) ? entry[0] : entry) as string)
    .find((file) => file.includes(`${path.sep}plugin-css-cascade-layers${path.sep}`));
  const infima = themeClassicClientModules().find((file) => file.includes(`${path.sep}infima${path.sep}`));
  contract(
    `Infima is no longer in the layer '${INFIMA_LAYER}' (keep future.v4 in docusaurus.config.ts; find where preset-classic's cascade layers and theme-classic's Infima went)`,
    () => {
      const layers = nodeRequire(layersPath!) as PluginModule;
      const options = layers.validateOptions!({validate: normalizePluginOptions, options: {}});
      const {plugins} = layers.default({generatedFilesDir: tempDir()}, options).configurePostCss!({
        plugins: [],
      } as never);
      const {css} = postcss(plugins as postcss.AcceptedPlugin[]).process(readFileSync(infima!, 'utf8'), {from: infima});
      expect(dropUnusedInfimaRules(css, new Set()).dropped).toBeGreaterThan(0);
    },
  );
});

it("the page template: the site uses plugins/site-performance/ssrTemplate.ts, which is core's default but for the script loader (else port core's change into it)", async () => {
  contract('docusaurus.config.ts no longer sets ssrTemplate from plugins/site-performance/ssrTemplate.ts', () =>
    expect(config.ssrTemplate).toBe(ssrTemplate),
  );
  const coreDefault = requireInternal<{default: string}>(
    '@docusaurus/core/lib/ssg/ssgTemplate.html',
    "find core's default page template",
  ).default;
  // Core compiles the template with Eta's rmWhitespace: indentation and blank lines do not count.
  const lines = (template: string) =>
    template
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.includes(SCRIPT_LOADER))
      .join('\n');
  const deferredScripts = [
    '<% it.scripts.forEach((script) => { %>',
    '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '<% }); %>\n',
  ].join('\n');
  contract("core's default page template changed: port the change into plugins/site-performance/ssrTemplate.ts", () =>
    expect(lines(ssrTemplate)).toBe(lines(coreDefault).replace(deferredScripts, '')),
  );
});

it('the ejected src/theme/MDXComponents: upstream unchanged (else re-diff src/theme/MDXComponents.tsx against it and update the fingerprint)', () => {
  const upstream = nodeRequire.resolve('@docusaurus/theme-classic/src/theme/MDXComponents/index.tsx');
  contract("upstream MDXComponents changed: port the change into the site's copy and update the fingerprint", () =>
    expect(createHash('sha256').update(readFileSync(upstream)).digest('hex')).toBe(
      '403faaa057137f5e8f4070a8883356e3eb1c76d7e19430ce3b8980d2a3b2997d',
    ),
  );
});

/** A run of core's code generation into a new folder, which its bundler config maps `@generated` to. */
async function generatedFiles(siteConfig: object): Promise<string> {
  const base = readFileSync(nodeRequire.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
  contract("core's bundler config no longer aliases @generated to generatedFilesDir: find the new alias", () =>
    expect(base).toContain("'@generated': generatedFilesDir"),
  );
  const {generateSiteFiles} = requireInternal<{generateSiteFiles: (args: unknown) => Promise<void>}>(
    '@docusaurus/core/lib/server/codegen/codegen',
    'find where core writes the route table and the site config now',
  );
  const generatedFilesDir = tempDir();
  await generateSiteFiles({
    generatedFilesDir,
    siteConfig,
    routes: [{path: '/blog', component: '@site/src/pages/blog', exact: true, plugin: {name: 'pages', id: 'default'}}],
    clientModules: [],
    globalData: {},
    siteMetadata: {},
    siteStorage: {},
    i18n: {},
    codeTranslations: {},
  });
  return generatedFilesDir;
}

/** A generated module's default export, with a stand-in for core's ComponentCreator. */
function defaultExport(file: string): unknown {
  const code = readFileSync(file, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', code)(() => 'component');
}

it('@generated/routes: core still writes routes.js, {path, exact} routes ending with the catch-all (else update src/internals/generatedRoutes.ts and src/lib/canonicalPath.ts)', async () => {
  const dir = await generatedFiles({});
  contract('the route table changed: update src/internals/generatedRoutes.ts and src/lib/canonicalPath.ts', () => {
    const routes = defaultExport(path.join(dir, 'routes.js')) as {path: string; exact?: boolean}[];
    expect(routes.map(({path: routePath, exact}) => ({path: routePath, exact}))).toEqual([
      {path: '/blog', exact: true},
      {path: '*', exact: undefined},
    ]);
  });
});

it('@generated/docusaurus.config: core still writes the site config as a default export (else update src/internals/siteConfig.ts and the analytics client module)', async () => {
  const written = {baseUrl: '/fr/', customFields: {analytics: {endpoint: 'https://stats.example.ca'}}};
  const dir = await generatedFiles(written);
  contract('the generated site config changed: update src/internals/siteConfig.ts', () =>
    expect(defaultExport(path.join(dir, 'docusaurus.config.mjs'))).toEqual(written),
  );
});

it("@generated/<plugin>/<id>/<file>: core's createData still writes where src/internals imports the files (else update the imports)", async () => {
  const generatedFilesDir = await generatedFiles({});
  const {createPluginActionsUtils} = requireInternal<{
    createPluginActionsUtils: (
      args: unknown,
    ) => Promise<{getActions: () => {createData: (name: string, data: string) => Promise<string>}}>;
  }>('@docusaurus/core/lib/server/plugins/actions', 'find where createData writes now');
  const dir = path.join(SITE_DIR, 'src/internals');
  const imported = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => [
      ...readFileSync(path.join(dir, name), 'utf8').matchAll(/'@generated\/([^/']+)\/([^/']+)\/([^']+)'/g),
    ]);
  expect(imported.map(([specifier]) => specifier)).toContain("'@generated/site-data/default/company.json'");
  for (const [specifier, pluginName, pluginId, file] of imported) {
    const utils = await createPluginActionsUtils({
      plugin: {name: pluginName, options: {id: pluginId}},
      generatedFilesDir,
      baseUrl: '/',
      trailingSlash: false,
    });
    const written = await utils.getActions().createData(file!, '[]');
    contract(`createData no longer writes ${specifier} there: update the import`, () =>
      expect(path.relative(generatedFilesDir, written)).toBe(path.join(pluginName!, pluginId!, file!)),
    );
  }
});
