// @ts-check
/**
 * Type-aware rules are limited to the few that catch real bugs cheaply (unawaited promises); the
 * full type-checked preset doubles the run time for mostly stylistic findings.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The no-restricted-imports options that keep other packages' non-public modules in src/internals:
 * generated files, theme internals and packages' build folders, and (except where a swizzle wraps
 * the component it overrides) the original theme components.
 */
function internalsFence({wrapping}) {
  const message = 'Import the wrapper in src/internals instead.';
  return {
    paths: [{name: '@docusaurus/theme-common/internal', message: 'Not public: use @docusaurus/theme-common.'}],
    patterns: [
      {group: ['@generated/*'], message},
      {group: ['@docusaurus/*/lib/**', '@docusaurus/*/src/**'], message},
      ...(wrapping
        ? []
        : [
            {group: ['@theme-original/*', '@theme-init/*'], message: 'Only a swizzle in src/theme wraps its original.'},
          ]),
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'lighthouse-results/',
      '.lighthouseci/',
      'static/',
      // Decap CMS's own files, copied there by editor/build.mjs; wrangler's local state.
      'editor/public/decap/',
      '**/.wrangler/',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {attributes: false}}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // `logger.info\`...\`` from @docusaurus/logger is a tagged template that only logs.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  // Playwright reads fixture names from the destructured first parameter, so `{}` is how a
  // fixture or test says it needs none.
  {
    files: ['tests/e2e/**', 'tests/engines/**'],
    rules: {'no-empty-pattern': 'off'},
  },
  // Build-time and tooling code runs in Node.
  {
    files: [
      'plugins/**',
      'scripts/**',
      'editor/build.mjs',
      'tests/**',
      '*.config.{ts,mjs,js}',
      'lighthouserc.cjs',
      'eslint.config.mjs',
      'jest.config.mjs',
      'sidebars.ts',
    ],
    languageOptions: {globals: {...globals.node}},
  },
  // Browser code: React, hooks, accessibility and the Docusaurus rules.
  {
    files: ['src/**/*.{ts,tsx,js}', 'editor/public/*.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  // The writers' editor's Worker runs on Cloudflare's runtime (fetch, Request, Response, crypto).
  {
    files: ['editor/worker.js'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable regions (wide tables, code) must take keyboard focus so they can be scrolled.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
      // A component prop named autoFocus decides itself whether to focus.
      'jsx-a11y/no-autofocus': ['error', {ignoreNonDOM: true}],
      '@docusaurus/no-html-links': 'warn',
      '@docusaurus/prefer-docusaurus-heading': 'warn',
      // `docusaurus write-translations` extracts only static messages: a computed one would
      // never reach i18n/fr-CA/code.json.
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
    languageOptions: {
      parserOptions: jsxA11y.flatConfigs.recommended.languageOptions?.parserOptions,
    },
  },
  // Other packages' internals are imported only in src/internals, each listed in docs/upgrading.md.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/internals/**'],
    rules: {'no-restricted-imports': ['error', internalsFence({wrapping: false})]},
  },
  // A swizzle may wrap the component it overrides.
  {
    files: ['src/theme/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', internalsFence({wrapping: true})]},
  },
  // Plain JavaScript files (scripts, configs) are not part of the TypeScript project.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
