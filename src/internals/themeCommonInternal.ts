/**
 * The one import of `@docusaurus/theme-common/internal`, Docusaurus's non-public theme API (no
 * semver promise). The ejected `src/theme/SiteMetadata` uses the same two names as theme-classic's
 * original: `useAlternatePageUtils` (hreflang alternates) and `DEFAULT_SEARCH_TAG` (the
 * docsearch meta tag value).
 *
 * When upgrading Docusaurus: check that both names are still exported from
 * `@docusaurus/theme-common/internal`, and diff theme-classic's `SiteMetadata` against the ejected
 * copy for other changes.
 */
export {DEFAULT_SEARCH_TAG, useAlternatePageUtils} from '@docusaurus/theme-common/internal';
