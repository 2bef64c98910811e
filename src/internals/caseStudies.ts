/**
 * The case studies' cards, what to read after each study and the trust band's results, in the
 * build's language: the one import of `@generated/content-collections/default/caseStudies.json`,
 * which plugins/content-collections writes with `createData` (typed in
 * src/types/generated-content.d.ts). A study's page, a service page and /case-studies import it.
 */
import caseStudies from '@generated/content-collections/default/caseStudies.json';

export {caseStudies};
