/**
 * The upgrade contract: one describe per place where the site depends on something of Docusaurus
 * that no semver promise covers. Each test name says which coupling broke
 * and what to do; docs/upgrading.md is the checklist around it. After an upgrade:
 * `npx jest tests/unit/upgradeContract.test.ts`.
 *
 * The checks run the installed packages' own code where it is exported (config validation, the
 * cascade-layer plugin, route and data code generation) and read their files otherwise. Nothing
 * here fails merely because a version number changed.
 */
import {createHash} from 'node:crypto';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Linter} from 'eslint';
import postcss from 'postcss';
import ts from 'typescript';
import {normalizePluginOptions, normalizeThemeConfig} from '@docusaurus/utils-validation';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import config from '@site/docusaurus.config';
import sitePerformancePlugin, {afterMinificationStage} from '@site/plugins/site-performance';
import {leftOutClientModulePaths} from '@site/plugins/site-performance/leftOutClientModules';
import {SCRIPT_LOADER, ssrTemplate} from '@site/plugins/site-performance/ssrTemplate';
import {dropUnusedInfimaRules, INFIMA_LAYER} from '@site/plugins/site-performance/unusedInfima';
import {lineDiff, trimmedLines} from './support/sourceDiff';

/**
 * Node's own require, for the installed packages: jest's resolver maps every `.css` request to an
 * empty module, and upstream code must resolve files as it does in a build.
 */
const {createRequire} = process.getBuiltinModule('node:module');
const nodeRequire = createRequire(__filename);
const SITE_DIR = path.resolve(__dirname, '../..');

/** The versions this contract was last checked against: information for failure messages only. */
const CHECKED_AGAINST: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
};

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(nodeRequire.resolve(`${pkg}/package.json`), 'utf8')) as {version: string}).version;
}

function versionNote(): string {
  return Object.entries(CHECKED_AGAINST)
    .map(([pkg, checked]) => `${pkg}: contract checked against ${checked}, installed ${installedVersion(pkg)}`)
    .join('\n');
}

/** Runs the assertions; a failure puts what to do and the versions above jest's own message. */
function contract(whatToDo: string, assertions: () => void): void {
  try {
    assertions();
  } catch (error) {
    throw new Error(`${whatToDo}\n\n${versionNote()}\n\n${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Loads a module of an installed package; if it is gone, the error says which coupling needs it. */
function requireInternal<T>(specifier: string, whatToDo: string): T {
  let resolved: string;
  try {
    resolved = nodeRequire.resolve(specifier);
  } catch {
    throw new Error(`${specifier} no longer exists: ${whatToDo}\n\n${versionNote()}`);
  }
  return nodeRequire(resolved) as T;
}

/** How to read a failed comparison of lineDiff hunks. */
const HUNKS =
  "\n(Each hunk: a line of upstream's above it, '- ' upstream's line the site lacks, '+ ' the site's own line.)";

function packageDir(pkg: string): string {
  return path.dirname(nodeRequire.resolve(`${pkg}/package.json`));
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'upgrade-contract-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** The site configuration as core completes it (future flags expanded, defaults filled in). */
function siteConfig(): DocusaurusConfig {
  const {validateConfig} = requireInternal<{validateConfig: (config: unknown, file: string) => DocusaurusConfig}>(
    '@docusaurus/core/lib/server/configValidation',
    "core's config validation moved: point siteConfig() in this test at it",
  );
  return validateConfig(config, path.join(SITE_DIR, 'docusaurus.config.ts'));
}

type PluginFactory = (context: unknown, options: unknown) => Plugin;
interface PluginModule {
  default: PluginFactory;
  validateOptions?: (args: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;
  validateThemeConfig?: (args: {validate: typeof normalizeThemeConfig; themeConfig: unknown}) => unknown;
}

/** theme-classic's plugin as core sets it up: its client modules, resolved from its own folder. */
function themeClassicClientModules(): string[] {
  const entry = nodeRequire.resolve('@docusaurus/theme-classic');
  const themeClassic = nodeRequire(entry) as PluginModule;
  const validated = siteConfig();
  const themeConfig = themeClassic.validateThemeConfig!({
    validate: normalizeThemeConfig,
    themeConfig: validated.themeConfig,
  });
  const plugin = themeClassic.default(
    {
      siteConfig: {...validated, themeConfig},
      i18n: {currentLocale: 'en-CA', localeConfigs: {'en-CA': {direction: 'ltr'}}},
      siteStorage: {type: 'localStorage', namespace: ''},
    },
    {customCss: []},
  );
  // As core's getAllClientModules: relative to the plugin's folder, then resolved by the bundler
  // (one that does not resolve is kept as it is: it matches no alias either).
  return (plugin.getClientModules?.() ?? []).map((file) => {
    const absolute = path.resolve(path.dirname(entry), file);
    try {
      return nodeRequire.resolve(absolute);
    } catch {
      return absolute;
    }
  });
}

/** A source file's syntax tree (parsed only, nothing checked); the kind defaults to the file's extension. */
function parseSource(file: string, kind?: ts.ScriptKind): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
}

/** The module files a JavaScript file imports (static and dynamic), resolved from its folder. */
function importedFiles(file: string): string[] {
  const source = parseSource(file, ts.ScriptKind.JSX);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) {
        specifiers.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      try {
        return [nodeRequire.resolve(path.resolve(path.dirname(file), specifier))];
      } catch {
        return [];
      }
    });
}

interface Stages {
  PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number;
  PROCESS_ASSETS_STAGE_SUMMARIZE: number;
  PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number;
}
type Bundler = {Compilation: Stages};

/** The bundler instances plugins get as `currentBundler.instance`, as @docusaurus/bundler picks them. */
async function bundlers(): Promise<{webpack: Bundler; rspack: Bundler}> {
  const {getCurrentBundler} = createRequire(nodeRequire.resolve('@docusaurus/core/package.json'))(
    '@docusaurus/bundler',
  ) as {getCurrentBundler: (args: unknown) => Promise<{instance: Bundler}>};
  const webpack = await getCurrentBundler({siteConfig: {future: {faster: {rspackBundler: false}}}});
  // Its Rspack branch imports @docusaurus/faster dynamically, which jest cannot; this is what it gets.
  const {rspack} = nodeRequire('@docusaurus/faster') as {rspack: Bundler};
  return {webpack: webpack.instance, rspack};
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name));
}

describe('1. module paths site-performance aliases to an empty module (plugins/site-performance)', () => {
  /** The aliases of the browser bundle whose key is a file (the left-out client modules, the banner). */
  async function aliasedFiles(): Promise<string[]> {
    const plugin = sitePerformancePlugin({
      siteConfig: siteConfig(),
      siteDir: SITE_DIR,
      generatedFilesDir: tempDir(),
    } as LoadContext);
    const actions = {
      createData: async (name: string) => path.join(tempDir(), name),
      addRoute: () => undefined,
      setGlobalData: () => undefined,
    };
    // The hooks in core's order; each gets what this plugin reads.
    await plugin.loadContent?.();
    await plugin.contentLoaded?.({content: undefined, actions} as never);
    await plugin.allContentLoaded?.({allContent: {}, actions} as never);
    const currentBundler = {name: 'rspack', instance: (await bundlers()).rspack};
    const bundlerConfig = plugin.configureWebpack?.({}, false, {currentBundler} as never, undefined);
    const alias = (bundlerConfig as {resolve?: {alias?: Record<string, string>}} | undefined)?.resolve?.alias ?? {};
    return Object.keys(alias).filter((key) => path.isAbsolute(key));
  }

  it('theme-classic still registers lib/prism-include-languages and lib/nprogress as client modules (else the alias is a no-op: find where the module went and alias that, or drop the alias)', async () => {
    let leftOut: string[] = [];
    contract('a theme-classic file leftOutClientModules.ts names no longer exists: find where it moved', () => {
      leftOut = leftOutClientModulePaths();
    });
    const registered = themeClassicClientModules();
    const aliased = await aliasedFiles();
    contract(
      "theme-classic's getClientModules() no longer lists a module site-performance aliases (leftOutClientModules.ts)",
      () => {
        expect(leftOut).not.toEqual([]);
        for (const file of leftOut) {
          expect(aliased).toContain(file);
          expect(registered).toContain(file);
        }
      },
    );
  });

  it('core still renders lib/client/BaseUrlIssueBanner (else the alias is a no-op and the banner is back: alias its new path)', async () => {
    const banner = nodeRequire.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner');
    const importers = filesUnder(path.join(packageDir('@docusaurus/core'), 'lib/client'), '.js').filter((file) =>
      importedFiles(file).includes(banner),
    );
    const aliased = await aliasedFiles();
    contract("no module of core's client imports the base-URL banner the site aliases away", () => {
      expect(aliased).toContain(banner);
      expect(importers).not.toEqual([]);
    });
  });

  it('every file alias of site-performance matches a module upstream still loads (else it is a no-op: update or drop it)', async () => {
    const registered = new Set(themeClassicClientModules());
    const banner = nodeRequire.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner');
    const aliased = await aliasedFiles();
    contract('site-performance aliases a file that neither theme-classic nor core loads any more', () => {
      expect(aliased.filter((file) => !registered.has(file) && file !== banner)).toEqual([]);
    });
  });
});

describe('2. the Infima cascade layer (INFIMA_LAYER in plugins/site-performance/unusedInfima.ts)', () => {
  it('the site config turns on CSS cascade layers (future.v4): without them no Infima rule is pruned', () => {
    contract('set future.v4 (or future.v4.useCssCascadeLayers) in docusaurus.config.ts', () => {
      expect(siteConfig().future.v4.useCssCascadeLayers).toBe(true);
    });
  });

  it("preset-classic still puts theme-classic's Infima stylesheet in the layer INFIMA_LAYER names (else set INFIMA_LAYER to the new layer)", async () => {
    const validated = siteConfig();
    const [, presetOptions] = (validated.presets as [string, unknown][]).find(([name]) => name === 'classic')!;
    const preset = (
      nodeRequire('@docusaurus/preset-classic') as {
        default: (context: unknown, options: unknown) => {plugins: unknown[]};
      }
    ).default({siteConfig: validated}, presetOptions);
    const pluginPaths = preset.plugins.map((entry) => (Array.isArray(entry) ? entry[0] : entry) as string);
    const layersPluginPath = pluginPaths.find((file) =>
      file.includes(`${path.sep}plugin-css-cascade-layers${path.sep}`),
    );
    contract(
      'preset-classic no longer adds @docusaurus/plugin-css-cascade-layers: find where Docusaurus puts Infima in a layer now',
      () => expect(layersPluginPath).toBeDefined(),
    );
    const layersPlugin = nodeRequire(layersPluginPath!) as PluginModule;
    const plugin = layersPlugin.default(
      {generatedFilesDir: tempDir()},
      layersPlugin.validateOptions!({validate: normalizePluginOptions, options: {}}),
    );
    const {plugins} = plugin.configurePostCss!({plugins: []} as never) as {plugins: postcss.AcceptedPlugin[]};
    const infimaFile = themeClassicClientModules().find((file) => file.includes(`${path.sep}infima${path.sep}`));
    contract("theme-classic no longer registers Infima's stylesheet as a client module", () =>
      expect(infimaFile).toBeDefined(),
    );
    const layered = await postcss(plugins).process(readFileSync(infimaFile!, 'utf8'), {from: infimaFile});
    const layers = new Set<string>();
    layered.root.walkAtRules('layer', (rule) => void layers.add(rule.params));
    contract(
      `Infima's rules are no longer in the layer '${INFIMA_LAYER}': set INFIMA_LAYER to the layer they are in`,
      () => {
        expect([...layers]).toContain(INFIMA_LAYER);
        expect(dropUnusedInfimaRules(layered.css, new Set()).dropped).toBeGreaterThan(0);
      },
    );
  });
});

describe('3. the bundler stage of the Infima pruning (afterMinificationStage, plugins/site-performance/index.ts)', () => {
  it('is a named stage after minification (OPTIMIZE_SIZE) and before content hashing (OPTIMIZE_HASH) in webpack and Rspack (else pick the stage that is)', async () => {
    for (const [name, bundler] of Object.entries(await bundlers())) {
      const {Compilation} = bundler;
      contract(`${name}: PROCESS_ASSETS_STAGE_SUMMARIZE is gone or no longer between minification and hashing`, () => {
        expect(typeof afterMinificationStage(bundler)).toBe('number');
        expect(afterMinificationStage(bundler)).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
        expect(afterMinificationStage(bundler)).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
      });
    }
  });
});

describe("4. the page template (plugins/site-performance/ssrTemplate.ts) against core's default", () => {
  /**
   * How the site's template differs from core's, as hunks of lineDiff: the application scripts are
   * not `<script defer>` tags in the head but a loader at the end of the body (see ssrTemplate.ts).
   */
  const EXPECTED_DIFFERENCE = [
    [
      '  <% }); %>',
      '- <% it.scripts.forEach((script) => { %>',
      '- <script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '- <% }); %>',
    ].join('\n'),
    [
      '  <%~ it.postBodyTags %>',
      `+ <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`,
    ].join('\n'),
  ];

  it('the site config uses the site template', () => {
    contract('docusaurus.config.ts no longer sets ssrTemplate from plugins/site-performance/ssrTemplate.ts', () =>
      expect(config.ssrTemplate).toBe(ssrTemplate),
    );
  });

  it("core's default template differs from the site's only by the script loader (else port core's change into ssrTemplate.ts)", async () => {
    const {createSSGParams} = requireInternal<{
      createSSGParams: (args: unknown) => Promise<{ssgTemplateContent: string}>;
    }>('@docusaurus/core/lib/ssg/ssgParams', "core's SSG parameters moved: find where core picks its default template");
    const manifest = path.join(tempDir(), 'client-manifest.json');
    writeFileSync(manifest, '{}');
    const {ssgTemplateContent: coreDefault} = await createSSGParams({
      props: {siteConfig: {...siteConfig(), ssrTemplate: undefined}},
      serverBundlePath: '',
      clientManifestPath: manifest,
    });
    // Core compiles `template.trim()` with Eta's rmWhitespace: indentation and blank lines do not count.
    contract(
      `core's default page template changed: port the change into plugins/site-performance/ssrTemplate.ts${HUNKS}`,
      () => expect(lineDiff(trimmedLines(coreDefault), trimmedLines(ssrTemplate))).toEqual(EXPECTED_DIFFERENCE),
    );
  });
});

describe('5. ejected theme components (src/theme) against the upstream files they were made from', () => {
  /**
   * Each ejected component and its upstream file: the sha256 of the file the copy was checked
   * against.
   *
   * Not listed, as nothing of upstream is kept in them: Root and MDXPage (wrappers), and the
   * replacements Navbar, Footer, NotFound/Content, ErrorPageContent, CodeBlock and Loading (core's
   * fallback), which render the site's own markup for the theme's public props.
   */
  const EJECTS = [
    {
      name: 'MDXComponents',
      upstream: '@docusaurus/theme-classic/src/theme/MDXComponents/index.tsx',
      sha256: '403faaa057137f5e8f4070a8883356e3eb1c76d7e19430ce3b8980d2a3b2997d',
    },
  ];

  /** The package whose theme the site's @theme/<name> overrides: theme-classic, then core's fallback. */
  function providerOf(name: string): string | undefined {
    const candidates: [string, string[]][] = [
      ['@docusaurus/theme-classic', [`lib/theme/${name}.js`, `lib/theme/${name}/index.js`]],
      ['@docusaurus/core', [`lib/client/theme-fallback/${name}/index.js`]],
    ];
    return candidates.find(([pkg, files]) => files.some((file) => existsSync(path.join(packageDir(pkg), file))))?.[0];
  }

  it.each(EJECTS)(
    'upstream $name unchanged (else: re-diff src/theme/$name against it and update the fingerprint)',
    ({name, upstream, sha256: fingerprint}) => {
      const pkg = upstream.split('/').slice(0, 2).join('/');
      const file = path.join(packageDir(pkg), upstream.slice(pkg.length + 1));
      contract(
        `@theme/${name} is no longer ${pkg}'s: diff src/theme/${name} against the theme that provides it now`,
        () => expect(providerOf(name)).toBe(pkg),
      );
      contract(`upstream ${name} changed: re-diff src/theme/${name} against it and update the fingerprint`, () => {
        expect(existsSync(file) ? sha256(file) : `${upstream} is missing`).toBe(fingerprint);
      });
    },
  );

  /** The swizzles that keep nothing of upstream (see above): wrappers, replacements, site files. */
  const OWN_COMPONENTS = [
    'Root',
    'MDXPage',
    'Navbar',
    'Footer',
    'NotFound/Content',
    'ErrorPageContent',
    'CodeBlock',
    'Loading',
  ];

  /**
   * Every component src/theme overrides, by the name a theme alias gives a file: its path without
   * the extension and without a final `/index` (`Navbar/MobileSidebar/Toggle` for
   * `Navbar/MobileSidebar/Toggle.tsx` or `.../Toggle/index.tsx`), in every folder.
   */
  function swizzledComponents(): string[] {
    return readdirSync(path.join(SITE_DIR, 'src/theme'), {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.(js|jsx|ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name))
      .map((name) =>
        name
          .split(path.sep)
          .join('/')
          .replace(/\.(js|jsx|ts|tsx)$/, '')
          .replace(/\/index$/, ''),
      )
      .sort();
  }

  it('every swizzle in src/theme, in any folder, is either held to its upstream file above or listed as keeping nothing of it', () => {
    const covered = new Set([...EJECTS.map(({name}) => name), ...OWN_COMPONENTS]);
    contract(
      'a swizzle is not in the upgrade contract: add its full path (e.g. NotFound/Metadata) to EJECTS (with its fingerprint) or OWN_COMPONENTS',
      () => expect(swizzledComponents().filter((name) => !covered.has(name))).toEqual([]),
    );
  });
});

describe('6. generated files and non-public imports (src/internals)', () => {
  /** The options of ESLint's no-restricted-imports that the site's fence uses. */
  interface FenceOptions {
    paths?: {name: string; message?: string}[];
    patterns?: {group: string[]; message?: string}[];
  }

  interface InternalImport {
    file: string;
    specifier: string;
    /** The imported names (`default` for a default import), without type-only ones. */
    names: string[];
  }

  /** Every value import and re-export of the modules in src/internals and its folders (siteData/). */
  function internalsImports(): InternalImport[] {
    const dir = path.join(SITE_DIR, 'src/internals');
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.tsx?$/.test(name))
      .flatMap((name) => {
        const file = path.join(dir, name);
        const source = parseSource(file);
        return source.statements.flatMap((statement): InternalImport[] => {
          if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
            const clause = statement.importClause;
            const bindings = clause?.namedBindings;
            const names = [
              ...(clause?.name ? ['default'] : []),
              ...(bindings && ts.isNamedImports(bindings)
                ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
                : []),
            ];
            return [
              {file: `src/internals/${name}`, specifier: (statement.moduleSpecifier as ts.StringLiteral).text, names},
            ];
          }
          if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
            const clause = statement.exportClause;
            const names =
              clause && ts.isNamedExports(clause)
                ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
                : [];
            return [
              {file: `src/internals/${name}`, specifier: (statement.moduleSpecifier as ts.StringLiteral).text, names},
            ];
          }
          return [];
        });
      });
  }

  /** `@generated/<plugin name>/<plugin id>/<file>`: a file a plugin writes with createData. */
  const CREATE_DATA = /^@generated\/([^/]+)\/([^/]+)\/(.+)$/;
  const CHECKED = (specifier: string) =>
    specifier === '@generated/routes' || specifier === '@generated/docusaurus.config' || CREATE_DATA.test(specifier);
  const NON_PUBLIC = (specifier: string) =>
    /^@(generated|theme|theme-original|theme-init)\//.test(specifier) ||
    (!/^(\.|@site\/)/.test(specifier) && (specifier.endsWith('/internal') || /\/(lib|dist|src)\//.test(specifier)));

  it('src/internals, in every folder, imports only the internals checked here (else add a describe for the new one)', () => {
    const unchecked = internalsImports().filter(({specifier}) => NON_PUBLIC(specifier) && !CHECKED(specifier));
    contract(
      'src/internals imports an internal this contract does not check: add a check and a docs/upgrading.md row',
      () => expect(unchecked).toEqual([]),
    );
  });

  /** The one module that wraps each borrowed internal other than createData files, and the names it takes. */
  const WRAPPERS: Record<string, {file: string; names: string[]}> = {
    '@generated/routes': {file: 'src/internals/generatedRoutes.ts', names: ['default']},
    '@generated/docusaurus.config': {file: 'src/internals/siteConfig.ts', names: ['default']},
  };

  it('each borrowed internal is imported by its one wrapper, and only the names listed here (else add them, with a docs/upgrading.md row)', () => {
    const borrowed = internalsImports().filter(({specifier}) => specifier in WRAPPERS);
    contract(
      'an internal is imported outside its wrapper in src/internals, or a new name of it is taken: import it through the wrapper, and list a new name in WRAPPERS and docs/upgrading.md',
      () => {
        expect(borrowed.filter(({file, specifier}) => file !== WRAPPERS[specifier]!.file)).toEqual([]);
        for (const [specifier, {names}] of Object.entries(WRAPPERS)) {
          const taken = borrowed.filter((entry) => entry.specifier === specifier).flatMap((entry) => entry.names);
          expect({specifier, names: [...new Set(taken)].sort()}).toEqual({specifier, names: [...names].sort()});
        }
      },
    );
  });

  /**
   * The kinds of non-public module, each with an instance: ESLint's no-restricted-imports fences
   * them outside src/internals, and the tests above check every import of them inside it.
   */
  const FENCED_KINDS = [
    '@generated/routes',
    '@docusaurus/theme-common/internal',
    '@docusaurus/core/lib/client/exports/Link',
    '@docusaurus/theme-classic/src/theme/Navbar',
    '@theme-original/Navbar',
    '@theme-init/Navbar',
  ];

  it("ESLint fences outside src/internals exactly the kinds of module this contract treats as non-public (else align eslint.config.mjs's no-restricted-imports and NON_PUBLIC)", () => {
    // The options ESLint resolves for a component file, as `npm run lint` sees them.
    const printed = spawnSync(
      process.execPath,
      [path.join(packageDir('eslint'), 'bin/eslint.js'), '--print-config', 'src/components/Probe.tsx'],
      {cwd: SITE_DIR, encoding: 'utf8'},
    );
    expect(printed.stderr).toBe('');
    const [, fence] = (JSON.parse(printed.stdout) as {rules: Record<string, [unknown, FenceOptions]>}).rules[
      'no-restricted-imports'
    ]!;
    const rejects = (options: FenceOptions, specifier: string) =>
      new Linter({configType: 'flat'}).verify(`import probe from '${specifier}';\nexport default probe;\n`, [
        {rules: {'no-restricted-imports': ['error', options]}},
      ]).length > 0;
    const entries: FenceOptions[] = [
      ...(fence.paths ?? []).map((entry) => ({paths: [entry]})),
      ...(fence.patterns ?? []).map((entry) => ({patterns: [entry]})),
    ];
    contract('ESLint lets a non-public module through outside src/internals: add it to the fence', () =>
      expect(FENCED_KINDS.filter((specifier) => !rejects(fence, specifier))).toEqual([]),
    );
    contract(
      'ESLint fences a kind of module this contract does not treat as non-public: add an instance to FENCED_KINDS and make NON_PUBLIC match it',
      () => {
        expect(FENCED_KINDS.filter((specifier) => !NON_PUBLIC(specifier))).toEqual([]);
        expect(
          entries
            .filter((entry) => !FENCED_KINDS.some((specifier) => rejects(entry, specifier)))
            .map((entry) => JSON.stringify(entry)),
        ).toEqual([]);
      },
    );
  });

  it('@generated/routes: core still writes routes.js to the generated folder, an array of {path, exact} routes ending with the catch-all (else update src/internals/generatedRoutes.ts and src/lib/canonicalPath.ts, which matches routes)', async () => {
    const {generateRouteFiles} = requireInternal<{generateRouteFiles: (args: unknown) => Promise<void>}>(
      '@docusaurus/core/lib/server/codegen/codegenRoutes',
      "core's route code generation moved: find where it writes the route table now",
    );
    const generatedFilesDir = tempDir();
    await generateRouteFiles({
      generatedFilesDir,
      routes: [
        {path: '/', component: '@site/src/pages/index', exact: true, plugin: {name: 'pages', id: 'default'}},
        {path: '/blog', component: '@site/src/pages/blog', plugin: {name: 'pages', id: 'default'}},
      ],
    });
    const routesFile = path.join(generatedFilesDir, 'routes.js');
    contract(
      'core no longer writes routes.js into the generated folder: point @generated/routes at the file it writes',
      () => expect(existsSync(routesFile)).toBe(true),
    );
    // The module's default export, with ComponentCreator standing in for core's client function.
    const code = readFileSync(routesFile, 'utf8')
      .replace(/^import .*$/gm, '')
      .replace('export default', 'return');
    const routes = new Function('ComponentCreator', code)(() => 'component') as {path: string; exact?: boolean}[];
    contract(
      'the route table changed shape: check src/internals/generatedRoutes.ts and matchedRoutePath in src/lib/canonicalPath.ts',
      () => {
        expect(routes.map(({path: routePath, exact}) => ({path: routePath, exact}))).toEqual([
          {path: '/', exact: true},
          {path: '/blog', exact: undefined},
          {path: '*', exact: undefined},
        ]);
      },
    );
  });

  it('@generated/docusaurus.config: core still writes the site config to the generated folder as a default export with baseUrl and customFields (else update src/internals/siteConfig.ts and the analytics client module)', async () => {
    const {generateSiteFiles} = requireInternal<{generateSiteFiles: (args: unknown) => Promise<void>}>(
      '@docusaurus/core/lib/server/codegen/codegen',
      "core's site code generation moved: find where it writes the site config now",
    );
    const generatedFilesDir = tempDir();
    const siteConfig = {baseUrl: '/fr/', customFields: {analytics: {endpoint: 'https://stats.example.ca'}}};
    await generateSiteFiles({
      generatedFilesDir,
      siteConfig,
      clientModules: [],
      routes: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
    });
    const configFile = path.join(generatedFilesDir, 'docusaurus.config.mjs');
    contract(
      'core no longer writes docusaurus.config.mjs into the generated folder: point src/internals/siteConfig.ts at the file it writes',
      () => expect(existsSync(configFile)).toBe(true),
    );
    const code = readFileSync(configFile, 'utf8').replace('export default', 'return');
    contract('the generated site config changed shape: check src/internals/siteConfig.ts', () =>
      expect(new Function(code)()).toEqual(siteConfig),
    );
  });

  it("@generated/<plugin>/<id>/<file>: core's createData still writes there, where src/internals imports the files (else update the imports)", async () => {
    const {createPluginActionsUtils} = requireInternal<{
      createPluginActionsUtils: (
        args: unknown,
      ) => Promise<{getActions: () => {createData: (name: string, data: string) => Promise<string>}}>;
    }>('@docusaurus/core/lib/server/plugins/actions', "core's plugin actions moved: find where createData writes now");
    const specifiers = internalsImports()
      .map(({specifier}) => specifier)
      .filter((specifier) => CREATE_DATA.test(specifier));
    contract('src/internals no longer imports the site-data files: update this check', () =>
      expect(specifiers).toEqual(expect.arrayContaining(['@generated/site-data/default/company.json'])),
    );
    const generatedFilesDir = tempDir();
    for (const specifier of specifiers) {
      const [, pluginName, pluginId, file] = CREATE_DATA.exec(specifier)!;
      const utils = await createPluginActionsUtils({
        plugin: {name: pluginName, options: {id: pluginId}},
        generatedFilesDir,
        baseUrl: '/',
        trailingSlash: false,
      });
      const written = await utils.getActions().createData(file!, '[]');
      contract(
        `createData no longer writes ${specifier.slice('@generated/'.length)} under the generated folder: update ${specifier}`,
        () => {
          expect(path.relative(generatedFilesDir, written)).toBe(path.join(pluginName!, pluginId!, file!));
          expect(existsSync(written)).toBe(true);
        },
      );
    }
  });

  it("@generated: core's bundler config still maps it to the generated folder", () => {
    const base = readFileSync(path.join(packageDir('@docusaurus/core'), 'lib/webpack/base.js'), 'utf8');
    contract(
      "core's bundler config no longer aliases @generated to generatedFilesDir: find the new name of the generated folder",
      () => expect(base).toContain("'@generated': generatedFilesDir"),
    );
  });
});
