/** Pages that are no one's search result (the owner's team's pages, the not-found page) say so. */
import {builtHtml} from '../support/routes';

test.each(['/brand-guidelines', '/favicon-light', '/favicon-dark', '/favicon/light', '/favicon/dark', '/404'])(
  '%s is kept out of search engines (noindex)',
  (route) => {
    expect(builtHtml(route)).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/);
  },
);
