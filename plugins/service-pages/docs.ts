import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docuHash} from '@docusaurus/utils';
import {serviceDocMetadataOf} from './index';

export {validateOptions};

/**
 * The services docs instance (`id: 'services'`): the docs plugin loads and translates the service
 * files and compiles their MDX, but adds no route, global data or docs metadata of its own. The
 * routes are plugins/service-pages' (flat, as every other page), so a service page's first load
 * carries neither the docs list nor the version and root levels. Only the metadata module that the
 * MDX loader imports for each file is written, under the name the docs plugin gives it, once every
 * plugin's content is loaded: it carries the page's related studies and trust-band results too, so
 * a service page loads one data module (its MDX file's) rather than two.
 */
export default async function serviceDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const {contentLoaded: _docsRoutes, ...docs} = await docsPlugin(context, options);
  return {
    ...docs,
    async allContentLoaded({allContent, actions}) {
      await Promise.all(
        serviceDocMetadataOf(context, allContent).map((metadata) =>
          actions.createData(`${docuHash(metadata.source)}.json`, JSON.stringify(metadata)),
        ),
      );
    },
  };
}
