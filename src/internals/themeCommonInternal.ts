/**
 * The one import of `@docusaurus/theme-common/internal`, Docusaurus's non-public theme API (no
 * semver promise): `src/theme/SiteMetadata` uses one name of theme-classic's original,
 * `DEFAULT_SEARCH_TAG` (the docsearch meta tag value). Its hreflang alternates come from
 * src/lib/localePath.ts instead of `useAlternatePageUtils`.
 *
 * When upgrading Docusaurus: tests/unit/upgradeContract.test.ts checks that the name is still
 * exported (docs/upgrading.md).
 */
export {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
