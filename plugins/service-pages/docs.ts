import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docuHash} from '@docusaurus/utils';

export {validateOptions};

/**
 * What a service file's MDX module exports as `metadata`: the docs plugin's metadata of the file,
 * cut to what the service page reads (the front matter is exported by the MDX module itself).
 */
export interface ServiceDocMetadata {
  id: string;
  source: string;
}

/**
 * The services docs instance (`id: 'services'`): the docs plugin loads and translates the service
 * files and compiles their MDX, but adds no route, global data or docs metadata of its own. The
 * routes are plugins/service-pages' (flat, as every other page), so a service page's first load
 * carries neither the docs list nor the version and root levels. Only the metadata module that the
 * MDX loader imports for each file is written, under the name the docs plugin gives it.
 */
export default async function serviceDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await docsPlugin(context, options);
  return {
    ...docs,
    async contentLoaded({content, actions}) {
      await Promise.all(
        content.loadedVersions.flatMap((version) =>
          version.docs.map(({id, source}) =>
            actions.createData(`${docuHash(source)}.json`, JSON.stringify({id, source} satisfies ServiceDocMetadata)),
          ),
        ),
      );
    },
  };
}
