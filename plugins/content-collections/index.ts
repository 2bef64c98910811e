import logger from '@docusaurus/logger';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {CaseStudyFrontMatter, CaseStudySummary, HeadlineResult} from '../../src/lib/caseStudies';
import {getHeadlineResults, toIsoDate} from '../../src/lib/caseStudies';
import {
  getLatestPosts,
  postSummaryFromMetadata,
  type BlogPostFrontMatter,
  type PostSummary,
} from '../../src/lib/blogPosts';
import {validateCollectionFrontMatter} from './schema';
import {localizedRoute} from '../lib/locale';

export const PLUGIN_NAME = 'content-collections';
export const CASE_STUDIES_DOCS_ID = 'case-studies';
export const CASE_STUDIES_ROUTE = '/case-studies';
/** The /case-studies route's module, written with createData. */
const CASE_STUDIES_FILE = 'caseStudies.json';
/** How many posts and case studies the home page shows (its loading skeletons were three cards). */
const HOME_POST_COUNT = 3;
const HOME_CASE_STUDY_COUNT = 3;

/** Props of the /case-studies route component. */
export interface CaseStudiesListRouteProps {
  caseStudies: CaseStudySummary[];
}

/**
 * Props of the home route: only the summaries it shows. Route props become a data module of
 * that route, so the home page's size does not grow with the blog or the case studies.
 */
export interface HomePageRouteProps {
  latestPosts: PostSummary[];
  caseStudies: CaseStudySummary[];
  headlineResults: HeadlineResult[];
}

/** "@site/case-studies/x.md" → "case-studies/x.md" for error messages. */
function displayPath(source: string): string {
  return source.replace(/^@site\//, '');
}

/** One case study as the docs plugin loaded it: its address and its checked front matter. */
export interface CaseStudyDocument {
  permalink: string;
  frontMatter: CaseStudyFrontMatter;
}

/** Case studies with valid front matter, newest first; undated studies last, then by id. */
export function readCaseStudies(docs: DocsContent): CaseStudyDocument[] {
  const version = docs.loadedVersions[0];
  if (!version) {
    return [];
  }
  return version.docs
    .map((doc) => ({
      permalink: doc.permalink,
      frontMatter: validateCollectionFrontMatter(
        'case study',
        displayPath(doc.source),
        doc.frontMatter as Record<string, unknown>,
      ),
    }))
    .sort(
      (a, b) =>
        (toIsoDate(b.frontMatter.publishedAt) ?? '').localeCompare(toIsoDate(a.frontMatter.publishedAt) ?? '') ||
        a.frontMatter.caseStudyId - b.frontMatter.caseStudyId,
    );
}

export function toCaseStudySummary({permalink, frontMatter: fm}: CaseStudyDocument): CaseStudySummary {
  return {
    id: fm.caseStudyId,
    slug: fm.slug.replace(/^\//, ''),
    permalink,
    title: fm.title,
    description: fm.description,
    client: fm.client,
    categories: fm.categories,
    service: fm.service,
    image: fm.image,
    imageAlt: fm.imageAlt,
    results: fm.results,
    headlineMetric: fm.headlineMetric,
    challenge: fm.challenge,
    solution: fm.solution,
    publishedAt: toIsoDate(fm.publishedAt),
  };
}

/** Listed blog posts (unlisted drafts left out) with valid front matter, as summaries. */
export function toPostSummaries(blog: BlogContent): PostSummary[] {
  return blog.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata}) => {
      const frontMatter: BlogPostFrontMatter = validateCollectionFrontMatter(
        'blog post',
        displayPath(metadata.source),
        metadata.frontMatter as Record<string, unknown>,
      );
      return postSummaryFromMetadata({...metadata, frontMatter});
    });
}

/** Blog posts and case studies, read once from the content plugins for every reader at build time. */
export interface ContentCollections {
  posts: PostSummary[];
  caseStudies: CaseStudyDocument[];
}

/** What each locale's content has given, kept for the other readers of the same content. */
const collectionsOf = new WeakMap<AllContent, ContentCollections>();

/**
 * The one reader of the blog and case-study content: this plugin's summaries, the service pages'
 * related studies and the search index all start here. Core hands every plugin's
 * `allContentLoaded` the same content object, so its posts and studies are read and validated
 * once per locale, by whichever reader comes first. Throws when the blog or the case-studies docs
 * instance is missing.
 */
export function readContentCollections(allContent: AllContent): ContentCollections {
  const known = collectionsOf.get(allContent);
  if (known) {
    return known;
  }
  const docs = allContent['docusaurus-plugin-content-docs']?.[CASE_STUDIES_DOCS_ID] as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (!docs || !blog) {
    throw new Error(`${PLUGIN_NAME}: the blog or the "${CASE_STUDIES_DOCS_ID}" docs instance is missing.`);
  }
  const collections = {posts: toPostSummaries(blog), caseStudies: readCaseStudies(docs)};
  collectionsOf.set(allContent, collections);
  return collections;
}

/**
 * Blog posts and case studies as data: validates their front matter against the schemas, and
 * adds the routes that list them with only the summaries each shows: the home page (its latest
 * posts and studies) and the /case-studies list (the docs instance renders the detail pages).
 */
export default function contentCollectionsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const collections = readContentCollections(allContent);
      const caseStudies = collections.caseStudies.map(toCaseStudySummary);
      const {posts} = collections;
      const caseStudiesPath = await actions.createData(CASE_STUDIES_FILE, JSON.stringify(caseStudies));
      actions.addRoute({
        path: localizedRoute(context, '/'),
        exact: true,
        component: '@site/src/templates/HomePage',
        props: {
          latestPosts: getLatestPosts(posts, HOME_POST_COUNT),
          caseStudies: caseStudies.slice(0, HOME_CASE_STUDY_COUNT),
          headlineResults: getHeadlineResults(caseStudies),
        } satisfies HomePageRouteProps,
      });
      actions.addRoute({
        path: localizedRoute(context, CASE_STUDIES_ROUTE),
        exact: true,
        component: '@site/src/templates/CaseStudiesPage',
        modules: {caseStudies: caseStudiesPath},
      });
      logger.info`${PLUGIN_NAME}: front matter of ${caseStudies.length} case studies and ${posts.length} blog posts is valid.`;
    },
  };
}
