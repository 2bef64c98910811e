import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {columnHeadings, tableHeadings, withCardSemantics} from '@site/src/lib/tableLabel';

const table = (...headings: unknown[]) => [
  h('thead', {key: 'head'}, h('tr', null, ...headings.map((heading, i) => h('th', {key: i}, heading as string)))),
  h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'cell'))),
];

describe('the headings of a writer’s markdown table', () => {
  it('are read in order through inline markup, body cells ignored', () => {
    expect(tableHeadings(table(h('strong', null, 'Method'), ['Phishing ', h('code', {key: 'c'}, 'risk')]))).toEqual([
      'Method',
      'Phishing risk',
    ]);
  });

  it('are none for a table without a header or with blank headings, and keep their column', () => {
    expect(tableHeadings([h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'x')))])).toEqual([]);
    expect(tableHeadings(table('', ' '))).toEqual([]);
    expect(columnHeadings(table('Plan', ' ', 'Users'))).toEqual(['Plan', '', 'Users']);
  });
});

describe('a table shown as cards on a phone', () => {
  const render = (children: ReactNode) => renderToStaticMarkup(h('table', null, children));
  const markdownTable = [
    h('thead', {key: 'head'}, h('tr', null, h('th', null, 'Method'), h('th', null, ''), h('th', null, 'Risk'))),
    h(
      'tbody',
      {key: 'body'},
      h('tr', null, h('td', null, 'Passkeys'), h('td', null, 'x'), h('td', null, 'Very ', h('strong', null, 'low'))),
    ),
  ];

  it('labels each body cell with its column heading, markup kept, blank headings unlabelled, no role in the HTML', () => {
    const html = render(withCardSemantics(markdownTable, columnHeadings(markdownTable)));
    expect(html).toContain(
      '<td data-label="Risk"><span class="site-table-cards__value">Very <strong>low</strong></span></td>',
    );
    expect(html).toContain('<td>x</td>');
    // The W3C checker rejects roles on rows and cells.
    expect(html).not.toContain('role=');
  });

  it('labels the data cells of a row that starts with a header cell', () => {
    const body = h('tbody', {key: 'body'}, h('tr', null, h('th', null, 'Uptime'), h('td', null, '99%')));
    expect(render(withCardSemantics([body], ['KPI', 'After']))).toContain('<th>Uptime</th><td data-label="After">');
  });
});
