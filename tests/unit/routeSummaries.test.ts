import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, RouteConfig} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import contentCollectionsPlugin, {type HomePageRouteProps} from '@site/plugins/content-collections';
import {serviceDocMetadataOf, serviceRoutes} from '@site/plugins/service-pages';
import siteDataPlugin from '@site/plugins/site-data';
import {getCaseStudiesByCategory, RELATED_CANDIDATE_COUNT} from '@site/src/lib/caseStudies';
import {serviceIds} from '@site/plugins/service-pages/ids';
import {serviceIdsInMenuOrder} from '../support/services';

const ROOT = path.resolve(__dirname, '../..');
const POSTS = ['2025-year-of-ai-enabled-smbs', 'mfa-setup-quick-tip', 'tech-pulse-june-2025'];
const STUDIES = ['analog-to-cloud-voip-transformation', 'cuaet-emergency-support', 'email-migration-microsoft-365'];
const DAY = 86_400_000;

async function frontMatterOf(file: string): Promise<Record<string, unknown>> {
  const filePath = path.join(ROOT, file);
  return (await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: readFileSync(filePath, 'utf8')})).frontMatter;
}

/** The site's content grown to `count` posts and studies: copies of the real ones, each a day older than the last. */
async function grownContent(count: number): Promise<AllContent> {
  const blogPosts = await Promise.all(
    Array.from({length: count}, async (_, i) => {
      const name = POSTS[i % POSTS.length]!;
      const frontMatter = {...(await frontMatterOf(`blog/${name}.md`)), postId: 1000 + i, featured: false};
      return {
        metadata: {
          source: `@site/blog/${name}.md`,
          permalink: `/blog/${name}-${i}`,
          title: `Post ${i}`,
          description: `Post ${i} excerpt`,
          date: new Date(Date.UTC(2025, 5, 1) - i * DAY).toISOString(),
          frontMatter,
          authors: [{name: 'Author', title: 'Role'}],
          tags: [{label: 'security', permalink: '/blog/tags/security'}],
          unlisted: false,
        },
      };
    }),
  );
  const docs = await Promise.all(
    Array.from({length: count}, async (_, i) => {
      const name = STUDIES[i % STUDIES.length]!;
      const real = await frontMatterOf(`case-studies/${name}.md`);
      return {
        source: `@site/case-studies/${name}-${i}.md`,
        permalink: `/case-studies/${name}-${i}`,
        frontMatter: {
          ...real,
          caseStudyId: 1000 + i,
          slug: `/${name}-${i}`,
          publishedAt: new Date(Date.UTC(2025, 5, 1) - i * DAY),
        },
      };
    }),
  );
  const services = await Promise.all(
    serviceIds.map(async (id) => ({
      id,
      source: `@site/services/${id}.mdx`,
      permalink: `/services/${id}`,
      frontMatter: await frontMatterOf(`services/${id}.mdx`),
    })),
  );
  const siteData = await siteDataPlugin({i18n: {defaultLocale: 'en-CA', currentLocale: 'en-CA'}} as LoadContext)
    .loadContent!();
  return {
    'docusaurus-plugin-content-blog': {default: {blogPosts}},
    'docusaurus-plugin-content-docs': {
      'case-studies': {loadedVersions: [{docs}]},
      services: {loadedVersions: [{docs: services}]},
    },
    'site-data': {default: siteData},
  } as unknown as AllContent;
}

/** The routes a plugin adds from the content. */
async function routesOf(plugin: typeof contentCollectionsPlugin, allContent: AllContent): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string) => `/generated/${name}`,
  };
  await plugin({baseUrl: '/'} as LoadContext).allContentLoaded!({allContent, actions} as never);
  return routes;
}

describe('routes get only the summaries they show, however many posts and studies there are', () => {
  let allContent: AllContent;
  beforeAll(async () => {
    allContent = await grownContent(30);
  });

  it('the home route: its 3 latest posts, its 3 newest case studies and the trust band results', async () => {
    const home = (await routesOf(contentCollectionsPlugin, allContent)).find((route) => route.path === '/');
    expect(home?.component).toBe('@site/src/templates/HomePage');
    const props = home!.props as unknown as HomePageRouteProps;
    expect(props.latestPosts.map((post) => post.permalink)).toEqual([
      '/blog/2025-year-of-ai-enabled-smbs-0',
      '/blog/mfa-setup-quick-tip-1',
      '/blog/tech-pulse-june-2025-2',
    ]);
    expect(props.caseStudies.map((study) => study.id)).toEqual([1000, 1001, 1002]);
    expect(props.headlineResults.length).toBeLessThanOrEqual(3);
    expect(props.headlineResults.length).toBeGreaterThan(0);
  });

  it('a service page: the newest studies of its category (at most the candidate count) and the trust band results', async () => {
    const context = {baseUrl: '/', i18n: {currentLocale: 'en-CA', defaultLocale: 'en-CA'}} as LoadContext;
    const servicePages = serviceRoutes(context, allContent).filter(
      (route) => route.component === '@site/src/templates/ServicePage',
    );
    expect(servicePages.map((route) => route.path)).toEqual(
      (await serviceIdsInMenuOrder()).map((id) => `/services/${id}`),
    );
    const metadata = serviceDocMetadataOf(context, allContent);
    for (const [index, route] of servicePages.entries()) {
      const service = {id: route.path.split('/').pop()!};
      // The page renders its own service file's MDX module, whose metadata carries its studies.
      expect(route.modules).toEqual({content: `@site/services/${service.id}.mdx`});
      expect(route.props).toBeUndefined();
      const {id, source, relatedCaseStudies, headlineResults} = metadata[index]!;
      expect([id, source]).toEqual([service.id, `@site/services/${service.id}.mdx`]);
      expect(relatedCaseStudies.length).toBeLessThanOrEqual(RELATED_CANDIDATE_COUNT);
      expect(relatedCaseStudies.length).toBeGreaterThan(0);
      expect(headlineResults.length).toBeLessThanOrEqual(3);
      const ofCategory = getCaseStudiesByCategory(relatedCaseStudies, service.id);
      // Either all of its category's, or (none in its category) the newest of all.
      expect([0, relatedCaseStudies.length]).toContain(ofCategory.length);
      const ids = relatedCaseStudies.map((study) => study.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});
