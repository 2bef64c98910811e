/**
 * The one import of `@docusaurus/theme-common/internal`, Docusaurus's non-public theme API (no
 * semver promise). The ejected `src/theme/SiteMetadata` uses one name of theme-classic's
 * original: `DEFAULT_SEARCH_TAG` (the docsearch meta tag value). Its hreflang alternates come
 * from src/lib/localePath.ts instead of `useAlternatePageUtils`.
 *
 * When upgrading Docusaurus: check that the name is still exported from
 * `@docusaurus/theme-common/internal`, and diff theme-classic's `SiteMetadata` against the ejected
 * copy for other changes.
 */
export {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
