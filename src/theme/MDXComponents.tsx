/**
 * Swizzled (ejected map): the markdown elements the site's posts, case studies and legal pages use.
 * - Tables get a focusable scroll container (WCAG 2.1.1) named after their column headings, and on
 *   phones show their rows as cards (`site-table-cards` in custom.css, table roles restored by
 *   src/clientModules/tableSemantics.ts).
 * - No admonitions, details or Mermaid: the markdown has none, and their code (about 3.6 KB gzip)
 *   would load with every article; a `:::note` fails the build instead of shipping unstyled.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import {columnHeadings, tableHeadings, withCardSemantics} from '@site/src/lib/tableLabel';

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
      <table {...props} className={clsx(props.className, 'site-table-cards')}>
        {withCardSemantics(props.children, columnHeadings(props.children))}
      </table>
    </div>
  );
}

const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((level) => [
    level,
    (props: ComponentProps<typeof MDXHeading>) => <MDXHeading {...props} as={level} />,
  ]),
);

export default {
  Head,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  ...headings,
  table: ScrollableTable,
};
