import {Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode} from 'react';

/** Plain text of a React subtree (strings and numbers only; markup is dropped). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(textOf).join('');
  }
  if (isValidElement<{children?: ReactNode}>(node)) {
    return textOf(node.props.children);
  }
  return '';
}

function headerCells(node: ReactNode): string[] {
  const cells: string[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) {
      return;
    }
    if (child.type === 'th') {
      cells.push(textOf(child.props.children).trim());
    } else if (child.type === 'thead' || child.type === 'tr') {
      cells.push(...headerCells(child.props.children));
    }
  });
  return cells;
}

/**
 * The column headings of a markdown table, from which its scroll region is named ('Table: Plan,
 * Price, Users' in English), so two tables on one page never share a landmark name. The wording
 * is the component's, in the page's language.
 */
export function tableHeadings(tableChildren: ReactNode): string[] {
  return columnHeadings(tableChildren).filter(Boolean);
}

/** The heading of each column of a markdown table, by position ('' for a blank heading). */
export function columnHeadings(tableChildren: ReactNode): string[] {
  return headerCells(tableChildren);
}

type Cells = {children?: ReactNode};

/** The box around a labelled cell's value (styled in custom.css). */
export const CARD_VALUE_CLASS = 'site-table-cards__value';

/**
 * A table that phones lay out as cards: each body cell gets a `data-label` with its column heading,
 * which the card shows beside the value. The markup is prerendered, so the labels are there
 * without JavaScript. The explicit table roles that keep a table laid out as blocks a table for
 * screen readers are added in the browser (src/clientModules/tableSemantics.ts): in the HTML the
 * W3C checker rejects a role on a table's rows and cells.
 */
export function withCardSemantics(tableChildren: ReactNode, headings: readonly string[]): ReactNode {
  const cell = (child: ReactNode, column: number): ReactNode => {
    if (!isValidElement<Cells>(child)) {
      return child;
    }
    if (child.type === 'td') {
      const label = headings[column];
      if (!label) {
        return child;
      }
      // The value in one box, so the card can set it beside its heading however much markup it holds.
      return cloneElement(
        child as ReactElement<Record<string, unknown>>,
        {'data-label': label},
        createElement('span', {className: CARD_VALUE_CLASS}, child.props.children),
      );
    }
    return child;
  };
  const row = (child: ReactNode): ReactNode => {
    if (!isValidElement<Cells>(child) || child.type !== 'tr') {
      return child;
    }
    let column = 0;
    const cells = Children.map(child.props.children, (item) => (isValidElement(item) ? cell(item, column++) : item));
    return cloneElement(child as ReactElement<Record<string, unknown>>, {}, cells);
  };
  return Children.map(tableChildren, (child) => {
    if (!isValidElement<Cells>(child) || child.type !== 'tbody') {
      return child;
    }
    return cloneElement(
      child as ReactElement<Record<string, unknown>>,
      {},
      Children.map(child.props.children, (item) => row(item)),
    );
  });
}
