/** JSON summaries written by plugins/content-collections with createData. */
declare module '@generated/content-collections/default/caseStudies.json' {
  import type {CaseStudySummary} from '@site/src/lib/caseStudies';
  const caseStudies: CaseStudySummary[];
  export default caseStudies;
}

declare module '@generated/content-collections/default/posts.json' {
  import type {PostSummary} from '@site/src/lib/blogPosts';
  const posts: PostSummary[];
  export default posts;
}
