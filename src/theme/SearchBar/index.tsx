/**
 * Site file (replaces the header box of @easyops-cn/docusaurus-search-local and theme-classic's
 * empty SearchBar): the grouped instant search in the desktop header, with the '/'
 * and Ctrl+K shortcut. The plugin's own /search page stays (src/theme/SearchPage).
 */
import type {ReactNode} from 'react';
import SearchBox from '@site/src/components/search/SearchBox';

export default function SearchBar(): ReactNode {
  return <SearchBox variant="header" shortcut />;
}
