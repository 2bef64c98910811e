import docsPlugin, {
  validateOptions,
  type LoadedContent as DocsContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {siteDataOf} from '../site-data';
import {readContentCollections, toCaseStudySummary} from '../content-collections';
import {validateCollectionFrontMatter} from '../content-collections/schema';
import {
  getHeadlineResults,
  getStableRelatedCaseStudies,
  RELATED_CANDIDATE_COUNT,
  type CaseStudySummary,
  type HeadlineResult,
} from '../../src/lib/caseStudies';
import {serviceRedirects} from '../../src/data/redirects';
import {isServiceCategoryKey, serviceCategoryKeys} from '../../src/data/serviceCategories';
import type {RedirectPageProps} from '../../src/templates/RedirectPage';
import {localizedRoute} from '../lib/locale';
import {serviceCardDetail, type ServiceCardDetail} from '../../src/lib/serviceCards';
import {toService, serviceFacts, type Service, type ServiceFacts, type ServiceSummary} from '../../src/lib/services';

export {validateOptions};

export const PLUGIN_NAME = 'service-pages';
/** The docs instance of the services: its id names its French folder (docusaurus-plugin-content-docs-services). */
export const SERVICES_DOCS_ID = 'services';
/** The summaries' module, written with createData (src/internals/serviceSummaries.ts reads it). */
const SUMMARIES_FILE = 'serviceSummaries.json';

/**
 * Props every service route receives besides its MDX body and front matter: the case studies it
 * can show. Route props become a data module of that route, so a service page ships no other
 * study.
 */
export interface ServicePageRouteProps {
  /** The pool of its related study: the newest of its category's, or of all where it has none. */
  relatedCaseStudies: CaseStudySummary[];
  /** The trust band's results. */
  headlineResults: HeadlineResult[];
}

/** Props of the overview route (/services): each service's card, not its page copy. */
export interface ServicesPageRouteProps {
  services: ServiceCardDetail[];
}

/** One service file as loaded: its route, its page data and where it came from. */
interface ServiceDocument {
  permalink: string;
  service: Service;
}

/**
 * The services of a build, in the menu order (src/data/serviceCategories.ts): each file's front
 * matter checked against the schema, its facts filled in. Throws naming the file when its name is
 * not a service id, its front matter is invalid or it names an unknown fact.
 */
export function readServices(docs: DocsContent, facts: ServiceFacts): ServiceDocument[] {
  const version = docs.loadedVersions[0];
  const documents = (version?.docs ?? []).map((doc): ServiceDocument & {order: number} => {
    const file = doc.source.replace(/^@site\//, '');
    const {id} = doc;
    if (!isServiceCategoryKey(id)) {
      throw new Error(`${PLUGIN_NAME}: ${file} is not named after a service id (${serviceCategoryKeys.join(', ')}).`);
    }
    const frontMatter = validateCollectionFrontMatter('service', file, doc.frontMatter as Record<string, unknown>);
    return {
      order: serviceCategoryKeys.indexOf(id),
      permalink: doc.permalink,
      service: toService(id, frontMatter, facts, file),
    };
  });
  const missing = serviceCategoryKeys.filter((key) => !documents.some(({service}) => service.id === key));
  if (missing.length > 0) {
    throw new Error(`${PLUGIN_NAME}: no services/<id>.mdx for ${missing.join(', ')}.`);
  }
  return documents.sort((a, b) => a.order - b.order).map(({permalink, service}) => ({permalink, service}));
}

/** The services of the build's language (`locale`), read from the services docs instance's content. */
function servicesOf(allContent: AllContent, locale: string): ServiceDocument[] {
  const content = allContent['docusaurus-plugin-content-docs']?.[SERVICES_DOCS_ID] as DocsContent | undefined;
  if (!content) {
    throw new Error(`${PLUGIN_NAME}: the "${SERVICES_DOCS_ID}" docs instance is missing.`);
  }
  return readServices(content, serviceFacts(siteDataOf(allContent).company, locale));
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
 * `route` and its nested routes with `props(route)` added to each route that `props` answers, and
 * without the version route's `version` (the docs list of a sidebar and version switcher, which
 * service pages do not have: it would only add to their first load).
 */
function withRouteProps(route: RouteConfig, props: (route: RouteConfig) => object | undefined): RouteConfig {
  const {version: _version, ...kept} = (route.props ?? {}) as Record<string, unknown>;
  const own = props(route);
  const merged = {...kept, ...own};
  const {props: _props, ...rest} = route;
  return {
    ...rest,
    ...(Object.keys(merged).length > 0 && {props: merged}),
    ...(route.routes && {routes: route.routes.map((child) => withRouteProps(child, props))}),
  };
}

/**
 * Every route of the services in the build's language: `docRoutes` (the docs instance's, held
 * back) with each service page's props added, the /services overview, and the redirect pages.
 */
export function serviceRoutes(
  context: Pick<LoadContext, 'baseUrl' | 'i18n'>,
  allContent: AllContent,
  docRoutes: readonly RouteConfig[],
): RouteConfig[] {
  const documents = servicesOf(allContent, context.i18n.currentLocale);
  const services = documents.map(({service}) => service);
  const caseStudies = readContentCollections(allContent).caseStudies.map(toCaseStudySummary);
  const headlineResults = getHeadlineResults(caseStudies);
  const pageProps = ({path, exact}: RouteConfig): ServicePageRouteProps | undefined => {
    const service = exact ? documents.find((document) => document.permalink === path)?.service : undefined;
    return (
      service && {
        relatedCaseStudies: getStableRelatedCaseStudies(caseStudies, service.id, RELATED_CANDIDATE_COUNT),
        headlineResults,
      }
    );
  };
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
    ...docRoutes.map((route) => withRouteProps(route, pageProps)),
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
 * The service pages: a docs instance (one MDX file per service and language) whose doc routes are
 * held back until every plugin's content is loaded, then given their service's checked data and
 * related case studies as props. Also the /services overview, one static redirect page per old
 * service address (src/data/redirects.ts), and the summaries every page's menus read.
 */
export default async function servicePagesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<DocsContent>> {
  const docs = await docsPlugin(context, options);
  const heldRoutes: RouteConfig[] = [];
  return {
    ...docs,
    async contentLoaded({content, actions}) {
      const holdRoutes: PluginContentLoadedActions = {...actions, addRoute: (route) => heldRoutes.push(route)};
      await docs.contentLoaded?.({content, actions: holdRoutes});
    },
    async allContentLoaded({allContent, actions}) {
      serviceRoutes(context, allContent, heldRoutes.splice(0)).forEach(actions.addRoute);
      await actions.createData(
        SUMMARIES_FILE,
        JSON.stringify(serviceSummariesOf(allContent, context.i18n.currentLocale)),
      );
    },
  };
}
