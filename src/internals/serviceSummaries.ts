/**
 * The service summaries in the build's language (menus, footer, cards, case-study chips and
 * filters, the Service JSON-LD): the one import of
 * `@generated/docusaurus-plugin-content-docs/services/serviceSummaries.json`, which
 * plugins/service-pages writes with `createData` from the service files of every locale (typed in
 * src/types/generated-content.d.ts).
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import serviceSummaries from '@generated/docusaurus-plugin-content-docs/services/serviceSummaries.json';

export {serviceSummaries};
