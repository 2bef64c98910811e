import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {company, contactFormDefaults} from './src/data/company';
import {siteDataIn} from './plugins/site-data';
import {ssrTemplate} from './plugins/site-performance/ssrTemplate';
import {
  markdownRulesOptions,
  parseFrontMatter,
  rehypeFrenchTypography,
  serviceMarkdownRulesOptions,
  WEB_IMAGES_DIR,
} from './src/remark';
import type {SiteCustomFields} from './src/hooks/useSiteCustomFields';
import {analyticsConfigFromEnv} from './src/lib/analytics';
import {parseBookingUrl} from './src/lib/bookingUrl';
import {featuredPostFirst} from './src/lib/blogPosts';
import {GlobExcludeDefault} from '@docusaurus/utils';
import {untranslatedEntries} from './plugins/english-only';

/** Public origin used for canonical URLs, the sitemap and Open Graph tags. */
const SITE_URL = process.env.SITE_URL ?? 'https://www.northbeam.example';

/** Visit statistics: null (no analytics code) unless both settings are set; a bad one fails the build. */
const ANALYTICS = analyticsConfigFromEnv(process.env);

/** The contact page's booking link, or undefined; anything but an https address fails the build. */
const BOOKING_URL = parseBookingUrl(process.env.BOOKING_URL);

/** Docusaurus loads this file once per locale it builds and names that locale here. */
const BUILD_LOCALE = process.env.DOCUSAURUS_CURRENT_LOCALE === 'fr-CA' ? 'fr-CA' : 'en-CA';

/** The site data in the language of this build (src/data, translated by i18n/<locale>/site-data). */
const SITE_DATA = siteDataIn(BUILD_LOCALE, __dirname);

/** In a translated build, entries without a translation are left out (plugins/english-only notes them). */
const excludeUntranslated = (folder: string) => [
  ...GlobExcludeDefault,
  ...(BUILD_LOCALE === 'en-CA' ? [] : untranslatedEntries(__dirname, folder, BUILD_LOCALE)),
];

/** Posts on each page of /blog and of each tag page (the featured post counts on the first). */
const BLOG_POSTS_PER_PAGE = 12;

const config: Config = {
  title: company.name,
  tagline: SITE_DATA.company.company.tagline,
  favicon: 'img/favicon-light.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: true,
  },

  // The web copies of the images of posts and case studies (src/remark/webImages.ts) are served too.
  staticDirectories: ['static', WEB_IMAGES_DIR],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // No base-URL banner script: one inline script less to allow in the CSP.
  baseUrlIssueBanner: false,
  // Application scripts load after the first paint: plugins/site-performance/ssrTemplate.ts.
  ssrTemplate,
  markdown: {
    // Posts and case studies (.md) are CommonMark, so "<5 minutes" and braces are text; the
    // service files (.mdx) stay MDX for their {placeholders}.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter,
  },

  // English at the root, Canadian French under /fr. Translations live in i18n/fr-CA/.
  i18n: {
    defaultLocale: 'en-CA',
    locales: ['en-CA', 'fr-CA'],
    localeConfigs: {
      'en-CA': {label: 'English', htmlLang: 'en-CA'},
      'fr-CA': {label: 'Français', htmlLang: 'fr-CA', baseUrl: '/fr/'},
    },
  },

  headTags: [
    // Dark browser chrome gets the light-on-dark favicon (the default `favicon` is the light one).
    {
      tagName: 'link',
      attributes: {
        rel: 'icon',
        href: '/img/favicon-dark.svg',
        type: 'image/svg+xml',
        media: '(prefers-color-scheme: dark)',
      },
    },
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
    {
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: '/fonts/inter-latin-variable.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    },
  ],

  clientModules: [
    './src/clientModules/malformedAddress.ts',
    './src/clientModules/preloadErrors.ts',
    './src/clientModules/reveal.ts',
    './src/clientModules/tableSemantics.ts',
    ...(ANALYTICS ? ['./src/clientModules/analytics.ts'] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          exclude: excludeUntranslated('blog'),
          routeBasePath: 'blog',
          // Paginated, so a list page's size, cards and JSON-LD stay the same as the blog grows.
          postsPerPage: BLOG_POSTS_PER_PAGE,
          processBlogPosts: async ({blogPosts}) =>
            featuredPostFirst(blogPosts, (post) => post.metadata.frontMatter.featured === true),
          archiveBasePath: null,
          blogDescription:
            'Practical advice on IT, security, cloud and AI for Canadian small and medium businesses and non-profits.',
          blogSidebarCount: 0,
          showReadingTime: false,
          authorsMapPath: 'authors.yml',
          onInlineAuthors: 'throw',
          // A tag must be in blog/tags.yml, and in French in the French tags.yml: else the build
          // fails naming the post.
          tags: 'tags.yml',
          onInlineTags: 'throw',
          // No truncate marker: the list cards and the feeds show each post's description. The
          // excerpt each list page loads per post ends where the front matter does, so it holds no text.
          truncateMarker: /(?<=^---\r?\n[\s\S]*?\r?\n---\r?\n)/,
          onUntruncatedBlogPosts: 'ignore',
          blogListComponent: '@site/src/templates/BlogListPage',
          blogPostComponent: '@site/src/templates/BlogPostPage',
          blogTagsListComponent: '@site/src/templates/BlogTagsListPage',
          blogTagsPostsComponent: '@site/src/templates/BlogTagsPostsPage',
          blogAuthorsListComponent: '@site/src/templates/BlogAuthorsListPage',
          ...markdownRulesOptions,
          feedOptions: {
            type: 'all',
            ...SITE_DATA.blog.blogFeed,
            copyright: `Copyright © ${new Date().getFullYear()} ${company.legalName}`,
            language: BUILD_LOCALE,
          },
        } satisfies BlogOptions,
        pages: {rehypePlugins: [rehypeFrenchTypography]},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          ignorePatterns: ['/brand-guidelines', '/favicon-light', '/favicon-dark', '/favicon/**', '/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/placeholders/index.ts',
    './plugins/site-performance/index.ts',
    './plugins/site-data/index.ts',
    './plugins/brand-guidelines/index.ts',
    './plugins/search-index/index.ts',
    './plugins/og-images/index.ts',
    // Case studies and services: docs instances whose pages use the site's templates, without the docs layout.
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'case-studies',
        path: 'case-studies',
        exclude: excludeUntranslated('case-studies'),
        routeBasePath: 'case-studies',
        sidebarPath: false,
        breadcrumbs: false,
        docRootComponent: '@site/src/templates/DocumentRoot',
        docItemComponent: '@site/src/templates/CaseStudyPage',
        ...markdownRulesOptions,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'services',
        path: 'services',
        routeBasePath: 'services',
        sidebarPath: false,
        breadcrumbs: false,
        docRootComponent: '@site/src/templates/DocumentRoot',
        docItemComponent: '@site/src/templates/ServicePage',
        ...serviceMarkdownRulesOptions,
      } satisfies DocsOptions,
    ],
    './plugins/content-collections/index.ts',
    './plugins/english-only/index.ts',
  ],

  themeConfig: {
    image: 'img/og/default.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
  } satisfies Preset.ThemeConfig,

  // Read in components through src/hooks/useSiteCustomFields.
  customFields: {
    buildYear: new Date().getFullYear(),
    contactForm: {
      formId: process.env.FILLOUT_FORM_ID ?? contactFormDefaults.formId,
      origin: process.env.FILLOUT_ORIGIN ?? contactFormDefaults.origin,
    },
    analytics: ANALYTICS,
    // Left out when unset, so the client configuration is the same as without the feature.
    ...(BOOKING_URL ? {bookingUrl: BOOKING_URL} : {}),
  } satisfies SiteCustomFields,
};

export default config;
