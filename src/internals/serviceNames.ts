/**
 * The service names in the build's language (menus, footer, case-study chips and filters, the
 * Service JSON-LD): the one import of `@generated/service-pages/default/serviceNames.json`, which
 * plugins/service-pages writes with `createData` from the service files of the build's language
 * (typed in src/types/generated-content.d.ts). Every page ships it; the cards' descriptions are in
 * src/internals/serviceSummaries.ts, which only the home page imports.
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import serviceNames from '@generated/service-pages/default/serviceNames.json';

export {serviceNames};
