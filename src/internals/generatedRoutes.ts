/**
 * The route table Docusaurus core writes to `.docusaurus/routes.js` (not a public API; see
 * docs/upgrading.md): the catch-all route (`path: '*'`, the not-found page) comes last.
 */
import routes from '@generated/routes';

export default routes;
