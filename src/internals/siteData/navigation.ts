/**
 * The data of src/data/navigation.ts in the build's language, written by plugins/site-data
 * (src/types/generated-content.d.ts); the menus' service pages come from the service summaries.
 */
import json from '@generated/site-data/default/navigation.json';
import type {SiteDataContent} from '@site/plugins/site-data';
import {serviceNames} from '../serviceNames';
import {serviceNavigationOf, withServicePages} from '../../lib/serviceNavigation';

const data = json as SiteDataContent['navigation'];
export const {sitePages, footerPages, footerLegalLinks, popularPages} = data;
export const serviceNavigation = serviceNavigationOf(serviceNames);
export const mainNavigation = withServicePages(data.mainNavigation, serviceNavigation);
