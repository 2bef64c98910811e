import * as docsPluginExports from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readCaseStudies, toCaseStudySummary} from '../content-collections';
import type {CaseStudySummary} from '../../src/lib/caseStudies';
import {toCaseStudyCard, type CaseStudyCardData} from '../../src/lib/caseStudyCard';
import {chooseRelated, relatedReadingWriter} from '../../src/lib/relatedReading';

/**
 * The studies to offer at the end of each case study, by its permalink: the same service category
 * (its first category), then shared categories, then the latest (chooseRelated); never itself.
 */
export function relatedCaseStudiesByPermalink(content: LoadedContent): Map<string, CaseStudyCardData[]> {
  const studies = readCaseStudies(content).map(toCaseStudySummary);
  const describe = (study: CaseStudySummary) => ({
    permalink: study.permalink,
    primary: study.categories[0] ?? '',
    topics: study.categories,
    publishedAt: study.publishedAt,
  });
  return new Map(
    studies.map((study) => [study.permalink, chooseRelated(studies, study, describe).map((card) => toCaseStudyCard(card))]),
  );
}

/**
 * Docusaurus's docs plugin for the case studies, wrapped (as docusaurus.io wraps its blog for its
 * changelog) so that it sets no global data. Global data ships in the entry bundle of every page,
 * and the docs plugin's lists every document's id and path, so every page grew with every case
 * study. No page reads it: the list is the content-collections plugin's route, a study page gets
 * its own data from its route, and the layout's preferred-version provider reads it as optional.
 * `useDocsData` (and the hooks built on it) throws without it while pages are rendered, so the
 * build fails if a component that needs it is ever added.
 * Each study's own metadata module (which its page already loads) also carries the card data of
 * its related studies, so a study page gains no module and no page ships every study.
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
      const {content, actions} = args;
      const relatedReading = relatedReadingWriter(
        content.loadedVersions.flatMap((version) => version.docs),
        relatedCaseStudiesByPermalink(content),
      );
      await contentLoaded({
        ...args,
        actions: {
          ...actions,
          setGlobalData: () => undefined,
          createData: (name, data) => actions.createData(name, relatedReading.addTo(data)),
        },
      });
      const missed = relatedReading.firstMissed();
      if (missed) {
        throw new Error(
          `case-studies: the docs plugin no longer writes each study's metadata with createData; no related studies for ${missed.source}.`,
        );
      }
    },
  };
}

export const {validateOptions} = docsPluginExports;
