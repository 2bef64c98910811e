import {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {columnHeadings, tableHeadings, withCardSemantics} from '@site/src/lib/tableLabel';

const table = (...headings: unknown[]) => [
  h('thead', {key: 'head'}, h('tr', null, ...headings.map((heading, i) => h('th', {key: i}, heading as string)))),
  h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'cell'))),
];

describe('tableHeadings', () => {
  it('lists the column headings in order', () => {
    expect(tableHeadings(table('Plan', 'Price', 'Users'))).toEqual(['Plan', 'Price', 'Users']);
  });

  it('reads text inside inline markup and ignores body cells', () => {
    expect(tableHeadings(table(h('strong', null, 'Method'), ['Phishing ', h('code', {key: 'c'}, 'risk')]))).toEqual([
      'Method',
      'Phishing risk',
    ]);
  });

  it('has no headings for a table without a header or with blank headings', () => {
    expect(tableHeadings([h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'x')))])).toEqual([]);
    expect(tableHeadings(table('', ' '))).toEqual([]);
  });
});

describe('columnHeadings', () => {
  it('keeps each heading at its column, blank ones too', () => {
    expect(columnHeadings(table('Plan', ' ', 'Users'))).toEqual(['Plan', '', 'Users']);
  });
});

describe('withCardSemantics', () => {
  const render = (children: ReactNode) => renderToStaticMarkup(h('table', null, children));
  const markdownTable = [
    h('thead', {key: 'head'}, h('tr', null, h('th', null, 'Method'), h('th', null, ''), h('th', null, 'Risk'))),
    h(
      'tbody',
      {key: 'body'},
      h('tr', null, h('td', null, 'Passkeys'), h('td', null, 'x'), h('td', null, 'Very ', h('strong', null, 'low'))),
    ),
  ];

  it('writes no role into the HTML (the W3C checker rejects roles on rows and cells)', () => {
    const html = render(withCardSemantics(markdownTable, columnHeadings(markdownTable)));
    expect(html).toContain('<thead><tr><th>Method</th>');
    expect(html).not.toContain('role=');
  });

  it('labels each body cell with its column heading and keeps its markup in one value box', () => {
    const html = render(withCardSemantics(markdownTable, columnHeadings(markdownTable)));
    expect(html).toContain(
      '<td data-label="Risk"><span class="site-table-cards__value">Very <strong>low</strong></span></td>',
    );
    expect(html).toContain('<td data-label="Method"><span class="site-table-cards__value">Passkeys</span>');
  });

  it('leaves a cell under a blank heading unlabelled', () => {
    const html = render(withCardSemantics(markdownTable, columnHeadings(markdownTable)));
    expect(html).toContain('<td>x</td>');
  });

  it('labels the data cells of a row that starts with a header cell', () => {
    const body = h('tbody', {key: 'body'}, h('tr', null, h('th', null, 'Uptime'), h('td', null, '99%')));
    expect(render(withCardSemantics([body], ['KPI', 'After']))).toContain('<th>Uptime</th><td data-label="After">');
  });
});
