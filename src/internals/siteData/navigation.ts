/**
 * The data of src/data/navigation.ts in the build's language: the one import of
 * `@generated/site-data/default/navigation.json`, which plugins/site-data writes with
 * `createData` for every locale (typed in src/types/generated-content.d.ts). One module per JSON
 * file, so each ships only with the components that import it. The menus' service pages come
 * from the service summaries.
 *
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
import data from '@generated/site-data/default/navigation.json';
import {serviceNames} from '../serviceNames';
import {serviceNavigationOf, withServicePages} from '../../lib/serviceNavigation';

export const {sitePages, footerPages, footerLegalLinks, popularPages} = data;
export const serviceNavigation = serviceNavigationOf(serviceNames);
export const mainNavigation = withServicePages(data.mainNavigation, serviceNavigation);
