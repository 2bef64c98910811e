import {translate} from '@docusaurus/Translate';
import type {SearchEntryType} from '@site/src/lib/search';
import {sitePages} from '@site/src/internals/siteData/navigation';

/** The heading of a result group. */
export function searchGroupTitle(type: SearchEntryType): string {
  switch (type) {
    case 'blog':
      return translate({
        id: 'search.group.blog',
        message: 'Blog Posts',
        description: 'Heading of the blog post results in the search panel',
      });
    case 'case-study':
      return sitePages['case-studies'].title;
    case 'service':
      return translate({
        id: 'search.group.service',
        message: 'Services',
        description: 'Heading of the service results in the search panel',
      });
    default:
      return translate({
        id: 'search.group.page',
        message: 'Pages',
        description: 'Heading of the page results in the search panel',
      });
  }
}

/** The button under a group with more matches; `count` is how many more it shows. */
export function showMoreLabel(type: SearchEntryType, count: number): string {
  switch (type) {
    case 'blog':
      return translate(
        {
          id: 'search.group.blog.showMore',
          message: 'Show more blog posts ({count} more)',
          description: 'Button under the blog post results of the search panel; count is how many more it shows',
        },
        {count},
      );
    case 'case-study':
      return translate(
        {
          id: 'search.group.caseStudy.showMore',
          message: 'Show more case studies ({count} more)',
          description: 'Button under the case study results of the search panel; count is how many more it shows',
        },
        {count},
      );
    case 'service':
      return translate(
        {
          id: 'search.group.service.showMore',
          message: 'Show more services ({count} more)',
          description: 'Button under the service results of the search panel; count is how many more it shows',
        },
        {count},
      );
    default:
      return translate(
        {
          id: 'search.group.page.showMore',
          message: 'Show more pages ({count} more)',
          description: 'Button under the page results of the search panel; count is how many more it shows',
        },
        {count},
      );
  }
}
