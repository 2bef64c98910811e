import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {siteDataOf} from '../site-data';
import {readContentCollections, toCaseStudySummary} from '../content-collections';
import {validateCollectionFrontMatter} from '../content-collections/schema';
import {
  getHeadlineResults,
  getStableRelatedCaseStudies,
  RELATED_CANDIDATE_COUNT,
  toRelatedCandidate,
  type RelatedCaseStudyCandidate,
  type HeadlineResult,
} from '../../src/lib/caseStudies';
import {serviceRedirects} from '../../src/data/redirects';
import {SERVICE_ID_PATTERN} from './ids';
import type {RedirectPageProps} from '../../src/templates/RedirectPage';
import {isDefaultLocale, localizedRoute} from '../lib/locale';
import {serviceCardDetail, type ServiceCardDetail} from '../../src/lib/serviceCards';
import {toService, type Service, type ServiceName, type ServiceSummary} from '../../src/lib/services';
import {companyFacts, type Facts} from '../../src/lib/facts';

export const PLUGIN_NAME = 'service-pages';
/**
 * The docs instance of the services (plugins/service-pages/docs.ts in the config): its id names
 * its French folder (docusaurus-plugin-content-docs-services).
 */
const SERVICES_DOCS_ID = 'services';
/** The summaries' module, written with createData: the home page's cards read it (src/internals/serviceSummaries.ts). */
const SUMMARIES_FILE = 'serviceSummaries.json';
/**
 * The names' module, written with createData: the menus, chips, filters and JSON-LD of every page
 * read it (src/internals/serviceNames.ts), so the cards' descriptions stay out of every page's bundle.
 */
const NAMES_FILE = 'serviceNames.json';

/**
 * What a service file's MDX module exports as `metadata` (plugins/service-pages/docs.ts writes it in
 * place of the docs plugin's): which file it is, and the case studies its page shows. The front
 * matter is exported by the MDX module itself.
 */
export interface ServiceDocMetadata {
  id: string;
  /** The file as the docs plugin names it (`@site/services/<id>.mdx`). */
  source: string;
  /** The pool of its related study: the newest of its category's, or of all where it has none (their cards). */
  relatedCaseStudies: RelatedCaseStudyCandidate[];
  /** The trust band's results. */
  headlineResults: HeadlineResult[];
}

/** Props of the overview route (/services): each service's card, not its page copy. */
export interface ServicesPageRouteProps {
  services: ServiceCardDetail[];
}

/** One service file as loaded: its route, its MDX module, its page data. */
interface ServiceDocument {
  permalink: string;
  /** The file as the docs plugin names it (`@site/services/<id>.mdx`): the route's MDX module. */
  source: string;
  service: Service;
}

/**
 * The services of a build, in the menu's order (each file's `order`, lowest first): each file's
 * front matter checked against the schema, its facts filled in. Throws naming the file when its
 * name is not a service id, its front matter is invalid, it names an unknown fact or it shares its
 * `order` with another file.
 */
export function readServices(docs: DocsContent, facts: Facts): ServiceDocument[] {
  const version = docs.loadedVersions[0];
  const documents = (version?.docs ?? []).map((doc): ServiceDocument & {file: string; order: number} => {
    const file = doc.source.replace(/^@site\//, '');
    const {id} = doc;
    if (!SERVICE_ID_PATTERN.test(id)) {
      throw new Error(`${PLUGIN_NAME}: ${file} is not named <id>.mdx, the id in lowercase words and hyphens.`);
    }
    const frontMatter = validateCollectionFrontMatter('service', file, doc.frontMatter as Record<string, unknown>);
    return {
      file,
      order: frontMatter.order,
      permalink: doc.permalink,
      source: doc.source,
      service: toService(id, frontMatter, facts, file),
    };
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
  return documents.map(({permalink, source, service}) => ({permalink, source, service}));
}

/** The services of the build's language (`locale`), read from the services docs instance's content. */
function servicesOf(allContent: AllContent, locale: string): ServiceDocument[] {
  const content = allContent['docusaurus-plugin-content-docs']?.[SERVICES_DOCS_ID] as DocsContent | undefined;
  if (!content) {
    throw new Error(`${PLUGIN_NAME}: the "${SERVICES_DOCS_ID}" docs instance is missing.`);
  }
  return readServices(content, companyFacts(siteDataOf(allContent).company, locale));
}

/** What menus, cards, chips and filters show of a service. */
export function toServiceSummary({id, title, link, icon, theme, description, category}: Service): ServiceSummary {
  return {id, title, link, icon, theme, description, category};
}

/** The service summaries in the build's language, for other plugins (in `allContentLoaded`). */
export function serviceSummariesOf(allContent: AllContent, locale: string): ServiceSummary[] {
  return servicesOf(allContent, locale).map(({service}) => toServiceSummary(service));
}

/**
 * The metadata module of each service file in the build's language: its id and source, its related
 * studies (at most `RELATED_CANDIDATE_COUNT`, the pool of its random choice) and the trust band's results.
 */
export function serviceDocMetadataOf(context: Pick<LoadContext, 'i18n'>, allContent: AllContent): ServiceDocMetadata[] {
  const caseStudies = readContentCollections(allContent).caseStudies.map(toCaseStudySummary);
  const headlineResults = getHeadlineResults(caseStudies);
  return servicesOf(allContent, context.i18n.currentLocale).map(({source, service}) => ({
    id: service.id,
    source,
    relatedCaseStudies: getStableRelatedCaseStudies(caseStudies, service.id, RELATED_CANDIDATE_COUNT).map(
      toRelatedCandidate,
    ),
    headlineResults,
  }));
}

/**
 * Every route of the services in the build's language: one page per service file (its MDX module,
 * whose metadata carries its related studies), the /services overview, and the redirect pages.
 */
export function serviceRoutes(context: Pick<LoadContext, 'baseUrl' | 'i18n'>, allContent: AllContent): RouteConfig[] {
  const documents = servicesOf(allContent, context.i18n.currentLocale);
  // The docs plugin shows the English file where a translation is missing: on the French site, a
  // missing copy, not a fallback.
  const untranslated = isDefaultLocale(context)
    ? []
    : documents.filter(({source}) => !source.startsWith('@site/i18n/'));
  if (untranslated.length > 0) {
    const files = untranslated.map(({source}) => source.replace(/^@site\//, '')).join(', ');
    throw new Error(
      `${PLUGIN_NAME}: no ${context.i18n.currentLocale} copy of ${files}: copy it under the same name to i18n/${context.i18n.currentLocale}/docusaurus-plugin-content-docs-${SERVICES_DOCS_ID}/current/ and translate it.`,
    );
  }
  const services = documents.map(({service}) => service);
  const pages = documents.map(({permalink, source}): RouteConfig => ({
    path: permalink,
    exact: true,
    component: '@site/src/templates/ServicePage',
    modules: {content: source},
  }));
  const redirects = serviceRedirects.map((redirect): RouteConfig => {
    const target = services.find((service) => service.link === redirect.to);
    if (!target) {
      throw new Error(
        `[${PLUGIN_NAME}] Redirect ${redirect.from} points at ${redirect.to}, which is not a service route.`,
      );
    }
    return {
      path: localizedRoute(context, redirect.from),
      exact: true,
      component: '@site/src/templates/RedirectPage',
      props: {to: redirect.to, label: target.title} satisfies RedirectPageProps,
    };
  });
  return [
    ...pages,
    {
      path: localizedRoute(context, '/services'),
      exact: true,
      component: '@site/src/templates/ServicesPage',
      props: {services: services.map(serviceCardDetail)} satisfies ServicesPageRouteProps,
    },
    ...redirects,
  ];
}

/**
 * The service pages, from the services docs instance's files (plugins/service-pages/docs.ts): one
 * route per service, the /services overview, one static redirect page per old service address
 * (src/data/redirects.ts), and the summaries every page's menus read.
 */
export default function servicePagesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    // After every plugin's content: the services' files, the case studies, the translated constants.
    async allContentLoaded({allContent, actions}) {
      serviceRoutes(context, allContent).forEach(actions.addRoute);
      const summaries = serviceSummariesOf(allContent, context.i18n.currentLocale);
      await actions.createData(SUMMARIES_FILE, JSON.stringify(summaries));
      await actions.createData(
        NAMES_FILE,
        JSON.stringify(summaries.map(({id, title, link, category}): ServiceName => ({id, title, link, category}))),
      );
    },
  };
}
