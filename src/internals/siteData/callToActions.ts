/** The data of src/data/callToActions.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/callToActions.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {callToActionVariants, serviceCallToAction} = json as SiteDataContent['callToActions'];
