import * as docsPluginExports from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus's docs plugin for the case studies, wrapped (as docusaurus.io wraps its blog for its
 * changelog) so that it sets no global data. Global data ships in the entry bundle of every page,
 * and the docs plugin's lists every document's id and path, so every page grew with every case
 * study. No page reads it: the list is the content-collections plugin's route, a study page gets
 * its own data from its route, and the layout's preferred-version provider reads it as optional.
 * `useDocsData` (and the hooks built on it) throws without it while pages are rendered, so the
 * build fails if a component that needs it is ever added.
 */
export default async function caseStudiesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await docsPluginExports.default(context, options);
  const {contentLoaded} = docs;
  if (!contentLoaded) {
    throw new Error('case-studies: the docs plugin no longer adds its routes in contentLoaded.');
  }
  return {
    ...docs,
    async contentLoaded(args) {
      await contentLoaded({...args, actions: {...args.actions, setGlobalData: () => undefined}});
    },
  };
}

export const {validateOptions} = docsPluginExports;
