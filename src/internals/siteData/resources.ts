/** The data of src/data/resources.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/resources.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {resourceGroups, resourceHubCards} = json as SiteDataContent['resources'];
