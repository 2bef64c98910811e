import logger from '@docusaurus/logger';
import type {AllContent, LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {getHeadlineResults, toIsoDate, type CaseStudySummary} from '../../src/lib/caseStudies';
import {HORIZONTAL_CARD_RESULTS, toCaseStudyCard, type CaseStudyListItem} from '../../src/lib/caseStudyCard';
import {getLatestPosts, postSummaryFromMetadata, toPostCard} from '../../src/lib/blogPosts';
import {chooseRelated, type RelatedReading, type RelatedTopics} from '../../src/lib/relatedReading';
import {toService, type Service, type ServiceName, type ServiceSummary} from '../../src/lib/services';
import {serviceCardDetail} from '../../src/lib/serviceCards';
import {companyFacts, type Facts} from '../../src/lib/facts';
import {serviceRedirects} from '../../src/data/redirects';
import type {RedirectPageProps} from '../../src/templates/RedirectPage';
import {siteDataOf} from '../site-data';
import {isDefaultLocale, localizedRoute} from '../lib/locale';
import {validateCollectionFrontMatter} from './schema';
import {SERVICE_ID_PATTERN} from './serviceIds';

export const PLUGIN_NAME = 'content-collections';
export const CASE_STUDIES_DOCS_ID = 'case-studies';
/** The services' docs instance: its id names its French folder (docusaurus-plugin-content-docs-services). */
export const SERVICES_DOCS_ID = 'services';
/** How many posts and case studies the home page shows. */
const HOME_POST_COUNT = 3;
const HOME_CASE_STUDY_COUNT = 3;

/** Props of the home route: only what it shows. */
export interface HomePageRouteProps {
  latestPosts: ReturnType<typeof toPostCard>[];
  caseStudies: ReturnType<typeof toCaseStudyCard>[];
  headlineResults: ReturnType<typeof getHeadlineResults>;
  services: ServiceSummary[];
}

/** Props of the /services overview route: each service's card, not its page copy. */
export interface ServicesPageRouteProps {
  services: ReturnType<typeof serviceCardDetail>[];
}

function displayPath(source: string): string {
  return source.replace(/^@site\//, '');
}

/** The loaded content of a docs instance, or a build error naming it. */
function docsContent(allContent: AllContent, id: string): DocsContent {
  const content = allContent['docusaurus-plugin-content-docs']?.[id] as DocsContent | undefined;
  if (!content) {
    throw new Error(`${PLUGIN_NAME}: the "${id}" docs instance is missing.`);
  }
  return content;
}

/** Case studies with valid front matter, newest first; undated studies last, then by id. */
function readCaseStudies(docs: DocsContent): CaseStudySummary[] {
  return (docs.loadedVersions[0]?.docs ?? [])
    .map(({permalink, source, frontMatter}): CaseStudySummary => {
      const fm = validateCollectionFrontMatter('case study', displayPath(source), frontMatter);
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
    })
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.id - b.id);
}

/** The one reader of the blog and case-study content (this plugin and the search index). */
export function readContentCollections(allContent: AllContent) {
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (!blog) {
    throw new Error(`${PLUGIN_NAME}: the blog is missing.`);
  }
  return {
    // Listed posts only: unlisted drafts stay out of lists, cards and search.
    posts: blog.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map(({metadata}) =>
        postSummaryFromMetadata({
          ...metadata,
          frontMatter: validateCollectionFrontMatter('blog post', displayPath(metadata.source), metadata.frontMatter),
        }),
      ),
    caseStudies: readCaseStudies(docsContent(allContent, CASE_STUDIES_DOCS_ID)),
  };
}

/** Blog posts and case studies, read once from the content plugins for every reader at build time. */
export type ContentCollections = ReturnType<typeof readContentCollections>;

/** The services by `order`, checked and facts filled in; throws naming the file on any problem. */
export function readServices(docs: DocsContent, facts: Facts): Service[] {
  const documents = (docs.loadedVersions[0]?.docs ?? []).map((doc) => {
    const file = displayPath(doc.source);
    if (!SERVICE_ID_PATTERN.test(doc.id)) {
      throw new Error(`${PLUGIN_NAME}: ${file} is not named <id>.mdx, the id in lowercase words and hyphens.`);
    }
    const frontMatter = validateCollectionFrontMatter('service', file, doc.frontMatter as Record<string, unknown>);
    return {file, order: frontMatter.order, service: toService(doc.id, frontMatter, facts, file)};
  });
  documents.sort((a, b) => a.order - b.order);
  documents.forEach((document, index) => {
    const previous = documents[index - 1];
    if (previous?.order === document.order) {
      throw new Error(
        `${PLUGIN_NAME}: ${previous.file} and ${document.file} have the same "order" (${document.order}); each service needs its own.`,
      );
    }
  });
  return documents.map(({service}) => service);
}

/** What menus, cards, chips and filters show of a service. */
export function toServiceSummary({id, title, link, icon, theme, description, category}: Service): ServiceSummary {
  return {id, title, link, icon, theme, description, category};
}

/** The services of the build's language; an English file on the French site is a missing copy. */
function servicesOf(allContent: AllContent, context: Pick<LoadContext, 'i18n'>): Service[] {
  const docs = docsContent(allContent, SERVICES_DOCS_ID);
  const untranslated = isDefaultLocale(context)
    ? []
    : (docs.loadedVersions[0]?.docs ?? []).filter(({source}) => !source.startsWith('@site/i18n/'));
  if (untranslated.length > 0) {
    const {currentLocale} = context.i18n;
    throw new Error(
      `${PLUGIN_NAME}: no ${currentLocale} copy of ${untranslated.map(({source}) => displayPath(source)).join(', ')}: copy it under the same name to i18n/${currentLocale}/docusaurus-plugin-content-docs-${SERVICES_DOCS_ID}/current/ and translate it.`,
    );
  }
  return readServices(docs, companyFacts(siteDataOf(allContent).company, context.i18n.currentLocale));
}

/** Each item's cards to read next (chooseRelated), by its permalink, as indices into `cards`. */
function relatedReading<T, Card>(
  items: readonly T[],
  toCard: (item: T) => Card,
  describe: (item: T) => RelatedTopics,
): RelatedReading<Card> {
  const index = new Map(items.map((item, position) => [item, position]));
  return {
    cards: items.map(toCard),
    related: Object.fromEntries(
      items.map((item) => [describe(item).permalink, chooseRelated(items, item, describe).map((r) => index.get(r)!)]),
    ),
  };
}

/** The posts, studies and services as pages read them (cards, related items, trust band) and their list routes. */
export default function contentCollectionsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      // Services first: a badly named service file is named before the case studies that list it fail.
      const services = servicesOf(allContent, context);
      const {posts, caseStudies: studies} = readContentCollections(allContent);
      const headlineResults = getHeadlineResults(studies);
      const toListItem = (study: CaseStudySummary): CaseStudyListItem => ({
        ...toCaseStudyCard(study, HORIZONTAL_CARD_RESULTS),
        categories: study.categories,
      });
      await Promise.all([
        actions.createData(
          'serviceNames.json',
          JSON.stringify(services.map(({id, title, link, category}): ServiceName => ({id, title, link, category}))),
        ),
        actions.createData(
          'posts.json',
          JSON.stringify(
            relatedReading(posts, toPostCard, (post) => ({
              permalink: post.permalink,
              primary: post.category,
              topics: post.tags,
              publishedAt: post.publishedAt,
            })),
          ),
        ),
        actions.createData(
          'caseStudies.json',
          JSON.stringify({
            ...relatedReading(studies, toListItem, (study) => ({
              permalink: study.permalink,
              primary: study.categories[0] ?? '',
              topics: study.categories,
              publishedAt: study.publishedAt,
            })),
            headlineResults,
          }),
        ),
      ]);
      const redirects = serviceRedirects.map((redirect): RouteConfig => {
        const target = services.find((service) => service.link === redirect.to);
        if (!target) {
          throw new Error(
            `${PLUGIN_NAME}: the redirect ${redirect.from} points at ${redirect.to}, which is no service.`,
          );
        }
        return {
          path: localizedRoute(context, redirect.from),
          exact: true,
          component: '@site/src/templates/RedirectPage',
          props: {to: redirect.to, label: target.title} satisfies RedirectPageProps,
        };
      });
      [
        {
          path: localizedRoute(context, '/'),
          exact: true,
          component: '@site/src/templates/HomePage',
          props: {
            latestPosts: getLatestPosts(posts, HOME_POST_COUNT).map(toPostCard),
            caseStudies: studies.slice(0, HOME_CASE_STUDY_COUNT).map((study) => toCaseStudyCard(study)),
            headlineResults,
            services: services.map(toServiceSummary),
          } satisfies HomePageRouteProps,
        },
        {path: localizedRoute(context, '/case-studies'), exact: true, component: '@site/src/templates/CaseStudiesPage'},
        {
          path: localizedRoute(context, '/services'),
          exact: true,
          component: '@site/src/templates/ServicesPage',
          props: {services: services.map(serviceCardDetail)} satisfies ServicesPageRouteProps,
        },
        ...redirects,
      ].forEach(actions.addRoute);
      logger.info`${PLUGIN_NAME}: front matter of ${studies.length} case studies, ${posts.length} blog posts and ${services.length} services is valid.`;
    },
  };
}
