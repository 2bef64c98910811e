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
 * The column headings of a markdown table, from which its scroll region is named ('Table: Plan,
 * Price, Users' in English), so two tables on one page never share a landmark name. The wording
 * is the component's, in the page's language.
 */
export function tableHeadings(tableChildren: ReactNode): string[] {
  return headerCells(tableChildren).filter(Boolean);
}
