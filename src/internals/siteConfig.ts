/**
 * The site configuration Docusaurus core writes to `.docusaurus/docusaurus.config.mjs` (not a
 * public module; see docs/upgrading.md), for client modules, which run outside React and cannot
 * use `useDocusaurusContext()`.
 */
import siteConfig from '@generated/docusaurus.config';

export default siteConfig;
