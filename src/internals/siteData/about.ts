/** The data of src/data/about.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/about.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {aboutHeader, approach, companyHistory, coreValues, missionVision} = json as SiteDataContent['about'];
