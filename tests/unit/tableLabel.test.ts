import {createElement as h} from 'react';
import {tableLabel, textOf} from '@site/src/lib/tableLabel';

const table = (...headings: unknown[]) => [
  h('thead', {key: 'head'}, h('tr', null, ...headings.map((heading, i) => h('th', {key: i}, heading as string)))),
  h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'cell'))),
];

describe('tableLabel', () => {
  it('names the table after its column headings', () => {
    expect(tableLabel(table('Plan', 'Price', 'Users'))).toBe('Table: Plan, Price, Users');
  });

  it('reads text inside inline markup and ignores body cells', () => {
    expect(tableLabel(table(h('strong', null, 'Method'), ['Phishing ', h('code', {key: 'c'}, 'risk')]))).toBe(
      'Table: Method, Phishing risk',
    );
  });

  it('gives different names to tables with different headings', () => {
    expect(tableLabel(table('Before', 'After'))).not.toBe(tableLabel(table('Service', 'Cost')));
  });

  it('falls back to "Table" when there are no headings', () => {
    expect(tableLabel([h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'x')))])).toBe('Table');
    expect(tableLabel(table('', ' '))).toBe('Table');
  });
});

describe('textOf', () => {
  it('joins strings and numbers and drops everything else', () => {
    expect(textOf(['a', 1, null, false, h('em', null, 'b')])).toBe('a1b');
  });
});
