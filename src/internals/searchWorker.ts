/**
 * The one import of `@theme/searchByWorker`, a theme file of @easyops-cn/docusaurus-search-local
 * that the plugin does not document or type (its types are declared in
 * src/types/search-local.d.ts). The site's /search page queries the plugin's full-text lunr
 * index through this web-worker API instead of rendering the plugin's own page.
 *
 * When upgrading the search plugin: check that `src/theme/searchByWorker.*` still exists in its
 * package, that both functions keep their arguments (base URL, search context, query, limit) and
 * that the result shape still matches src/types/search-local.d.ts; then run the search e2e tests.
 */
export {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
