import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {SearchGroup} from '@site/src/lib/search';

/** What the hidden status region announces: the number of results, or that there are none. */
export default function useResultStatus(open: boolean, groups: SearchGroup[] | null): string {
  const {selectMessage} = usePluralForm();
  let status = '';
  if (open && groups) {
    const count = groups.reduce((sum, group) => sum + group.results.length, 0);
    status =
      count === 0
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
  return status;
}
