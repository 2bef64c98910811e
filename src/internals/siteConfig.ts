/**
 * The one import of `@generated/docusaurus.config`, the site configuration Docusaurus core writes
 * to `.docusaurus/docusaurus.config.mjs` (what `useDocusaurusContext()` returns, not a public module).
 * Client modules run outside React and cannot use that hook: `src/clientModules/analytics.ts`
 * reads its settings (`customFields.analytics`) and the locale's base URL here.
 *
 * When upgrading Docusaurus: check that the module still default-exports the config with
 * `baseUrl` and `customFields`; the analytics end-to-end tests fail if it does not.
 */
import siteConfig from '@generated/docusaurus.config';

export default siteConfig;
