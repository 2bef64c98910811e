/**
 * The one import of `@generated/content-collections/default/caseStudies.json`: the case-study
 * summaries that plugins/content-collections writes with `createData` (typed in
 * src/types/generated-content.d.ts). A module of its own, so that the summaries ship only with the
 * pages whose components import it.
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import caseStudies from '@generated/content-collections/default/caseStudies.json';

export default caseStudies;
