/** The data of src/data/home.ts in the build's language, written by plugins/site-data (src/types/generated-content.d.ts). */
import json from '@generated/site-data/default/home.json';
import type {SiteDataContent} from '@site/plugins/site-data';

export const {homeSections, homeHero, testimonials} = json as SiteDataContent['home'];
