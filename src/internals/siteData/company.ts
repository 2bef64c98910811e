/**
 * The data of src/data/company.ts in the build's language: the one import of
 * `@generated/site-data/default/company.json`, which plugins/site-data writes with
 * `createData` for every locale (typed in src/types/generated-content.d.ts). One module per JSON
 * file, so each ships only with the components that import it.
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import data from '@generated/site-data/default/company.json';

export const {company, companyStatements, defaultPageMeta, terms, privacy, compliance, accessibility, openingHours} =
  data;
