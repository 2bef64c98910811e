/**
 * Swizzled (wrapper): markdown tables get a focusable, labelled scroll container, so wide tables
 * scroll sideways on phones and keyboard users can scroll them too (WCAG 2.1.1). The region is
 * named after the column headings, so several tables on one page have distinct names.
 */
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {tableLabel} from '@site/src/lib/tableLabel';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="site-table-scroll" tabIndex={0} role="region" aria-label={tableLabel(props.children)}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
