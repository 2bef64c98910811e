/**
 * The one import of `@docusaurus/theme-common/internal`, Docusaurus's non-public theme API (no
 * semver promise), for two ejected theme files:
 * - `src/theme/SiteMetadata` uses one name of theme-classic's original: `DEFAULT_SEARCH_TAG` (the
 *   docsearch meta tag value). Its hreflang alternates come from src/lib/localePath.ts instead of
 *   `useAlternatePageUtils`.
 * - `src/theme/Layout/Provider` composes four of the original's six providers.
 *
 * When upgrading Docusaurus: check that the names are still exported from
 * `@docusaurus/theme-common/internal`, and diff theme-classic's `SiteMetadata` and
 * `Layout/Provider` against the ejected copies for other changes (a new provider, say).
 */
export {
  DEFAULT_SEARCH_TAG,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';
