import {Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode} from 'react';

type Cells = {children?: ReactNode};

/** Plain text of a React subtree (strings and numbers only; markup is dropped). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(textOf).join('');
  }
  return isValidElement<Cells>(node) ? textOf(node.props.children) : '';
}

/** The heading of each column of a markdown table, by position ('' for a blank heading). */
export function columnHeadings(tableChildren: ReactNode): string[] {
  const cells: string[] = [];
  Children.forEach(tableChildren, (child) => {
    if (isValidElement<Cells>(child) && child.type === 'th') {
      cells.push(textOf(child.props.children).trim());
    } else if (isValidElement<Cells>(child) && (child.type === 'thead' || child.type === 'tr')) {
      cells.push(...columnHeadings(child.props.children));
    }
  });
  return cells;
}

/** The column headings naming a table's scroll region, so two tables on a page never share a name. */
export function tableHeadings(tableChildren: ReactNode): string[] {
  return columnHeadings(tableChildren).filter(Boolean);
}

/** The box around a labelled cell's value (styled in custom.css). */
export const CARD_VALUE_CLASS = 'site-table-cards__value';

/** `element` with new children (and props). */
const withChildren = (element: ReactElement<Cells>, children: ReactNode, props: Record<string, unknown> = {}) =>
  cloneElement(element as ReactElement<Record<string, unknown>>, props, children);

/** A table phones show as cards: body cells get `data-label` (table roles come in the browser: tableSemantics). */
export function withCardSemantics(tableChildren: ReactNode, headings: readonly string[]): ReactNode {
  return Children.map(tableChildren, (body) =>
    isValidElement<Cells>(body) && body.type === 'tbody'
      ? withChildren(
          body,
          Children.map(body.props.children, (row) => {
            if (!isValidElement<Cells>(row) || row.type !== 'tr') {
              return row;
            }
            let column = 0;
            const cells = Children.map(row.props.children, (cell) => {
              const label = isValidElement<Cells>(cell) ? headings[column++] : undefined;
              return isValidElement<Cells>(cell) && cell.type === 'td' && label
                ? withChildren(cell, createElement('span', {className: CARD_VALUE_CLASS}, cell.props.children), {
                    'data-label': label,
                  })
                : cell;
            });
            return withChildren(row, cells);
          }),
        )
      : body,
  );
}
