/**
 * Swizzled (wrapper): markdown tables get a focusable, labelled scroll container, so wide tables
 * scroll sideways on phones and keyboard users can scroll them too (WCAG 2.1.1). The region is
 * named after the column headings, so several tables on one page have distinct names.
 */
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXComponents from '@theme-original/MDXComponents';
import {tableHeadings} from '@site/src/lib/tableLabel';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const headings = tableHeadings(props.children);
  const label =
    headings.length > 0
      ? translate(
          {
            id: 'article.table.labelWithColumns',
            message: 'Table: {columns}',
            description: 'Accessible name of a scrollable table in an article; {columns} lists its column headings',
          },
          {columns: headings.join(', ')},
        )
      : translate({
          id: 'article.table.label',
          message: 'Table',
          description: 'Accessible name of a scrollable table in an article that has no column headings',
        });
  return (
    <div className="site-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
