import {createElement as h} from 'react';
import {tableHeadings, textOf} from '@site/src/lib/tableLabel';

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

describe('textOf', () => {
  it('joins strings and numbers and drops everything else', () => {
    expect(textOf(['a', 1, null, false, h('em', null, 'b')])).toBe('a1b');
  });
});
