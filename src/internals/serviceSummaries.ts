/**
 * The service summaries in the build's language, for the home page's service cards (the
 * other pages read src/internals/serviceNames.ts): the one import of
 * `@generated/service-pages/default/serviceSummaries.json`, which
 * plugins/service-pages writes with `createData` from the service files of the build's language (typed in
 * src/types/generated-content.d.ts).
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import serviceSummaries from '@generated/service-pages/default/serviceSummaries.json';

export {serviceSummaries};
