/**
 * The data of src/data/<module>.ts in the build's language, written by plugins/site-data with
 * createData; src/internals/siteData/<module>.ts types it as `SiteDataContent['<module>']`.
 * When upgrading Docusaurus: check that `createData` still writes under
 * `.docusaurus/<plugin name>/<plugin id>/` and that the `@generated` alias still points there.
 */
declare module '@generated/site-data/default/*.json' {
  const data: unknown;
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
