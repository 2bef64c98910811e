/** What the search box loads on the first intent to search: the ranking, the panel and the result count. */
import {translate} from '@docusaurus/Translate';

export {searchGroups} from '@site/src/lib/search';
export {default as SearchPanel} from '@site/src/components/search/SearchPanel';

/** What the hidden status region announces: the number of results, or that there are none. */
export function resultStatus(count: number, selectMessage: (count: number, message: string) => string): string {
  return count === 0
    ? translate({
        id: 'search.status.noResults',
        message: 'No results',
        description: 'Screen reader announcement when the search panel has no results',
      })
    : selectMessage(
        count,
        translate(
          {
            id: 'search.status.resultCount',
            message: '{count} result|{count} results',
            description:
              'Screen reader announcement of the number of results in the search panel (plural forms separated by |)',
          },
          {count},
        ),
      );
}
