/**
 * The data of src/data/<module>.ts in the build's language, written by plugins/site-data with
 * createData: the module's data exports translated, then joined with the data other modules give
 * them (plugins/site-data/compose.ts), typed by the plugin's SiteDataContent.
 */
declare module '@generated/site-data/default/about.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['about'];
  export default data;
}

declare module '@generated/site-data/default/articleCallToActions.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['articleCallToActions'];
  export default data;
}

declare module '@generated/site-data/default/callToActions.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['callToActions'];
  export default data;
}

declare module '@generated/site-data/default/company.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['company'];
  export default data;
}

declare module '@generated/site-data/default/home.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['home'];
  export default data;
}

declare module '@generated/site-data/default/legal.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['legal'];
  export default data;
}

declare module '@generated/site-data/default/navigation.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['navigation'];
  export default data;
}

declare module '@generated/site-data/default/resources.json' {
  import type {SiteDataContent} from '@site/plugins/site-data';
  const data: SiteDataContent['resources'];
  export default data;
}

/** The service names in the build's language, written by plugins/content-collections with createData. */
declare module '@generated/content-collections/default/serviceNames.json' {
  import type {ServiceName} from '@site/src/lib/services';
  const data: ServiceName[];
  export default data;
}

/** The posts' cards and related posts, written by plugins/content-collections with createData. */
declare module '@generated/content-collections/default/posts.json' {
  import type {PostCardData} from '@site/src/lib/blogPosts';
  import type {RelatedReading} from '@site/src/lib/relatedReading';
  const data: RelatedReading<PostCardData>;
  export default data;
}

/** The case studies' cards, related studies and trust-band results, written by plugins/content-collections. */
declare module '@generated/content-collections/default/caseStudies.json' {
  import type {CaseStudyListItem} from '@site/src/lib/caseStudyCard';
  import type {HeadlineResult} from '@site/src/lib/caseStudies';
  import type {RelatedReading} from '@site/src/lib/relatedReading';
  const data: RelatedReading<CaseStudyListItem> & {headlineResults: HeadlineResult[]};
  export default data;
}
