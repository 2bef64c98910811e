/** The data of src/data/company.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/company.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {company, companyStatements, defaultPageMeta, terms, privacy, compliance, accessibility, openingHours} =
  json as SiteDataContent['company'];
