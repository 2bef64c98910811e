import {Children, isValidElement, type ReactNode} from 'react';

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
 * Accessible name for a markdown table's scroll region, built from its column headings
 * ('Table: Plan, Price, Users'), so two tables on one page never share a landmark name.
 */
export function tableLabel(tableChildren: ReactNode): string {
  const headings = headerCells(tableChildren).filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ')}` : 'Table';
}
