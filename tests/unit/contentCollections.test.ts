import type {AllContent} from '@docusaurus/types';
import {readContentCollections} from '@site/plugins/content-collections';

describe('readContentCollections (plugins/content-collections)', () => {
  it('names the missing content plugin', () => {
    expect(() => readContentCollections({} as AllContent)).toThrow(/the blog is missing/);
  });
});
