/** The data of src/data/articleCallToActions.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/articleCallToActions.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {postCallToAction, caseStudyCallToAction} = json as SiteDataContent['articleCallToActions'];
