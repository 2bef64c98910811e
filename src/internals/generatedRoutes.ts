/**
 * The one import of `@generated/routes`, the route table Docusaurus core writes to
 * `.docusaurus/routes.js` at build time (not a public API). `src/hooks/useCanonicalPathname` reads it to
 * tell the not-found page from real routes: core appends a catch-all route (`path: '*'`) last.
 *
 * When upgrading Docusaurus: check that the file still exports the route array as default, with
 * `path` and `exact` per route and the catch-all last; the notFound e2e tests cover the result.
 */
import routes from '@generated/routes';

export default routes;
