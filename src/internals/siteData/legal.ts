/** The data of src/data/legal.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/legal.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {legalCommitments, legalDocuments} = json as SiteDataContent['legal'];
