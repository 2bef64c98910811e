import type {AllContent} from '@docusaurus/types';
import {readContentCollections} from '@site/plugins/content-collections';

/** Content as core hands it to every plugin's allContentLoaded, counting how often the studies are read. */
function contentOfOneLocale(): {allContent: AllContent; reads: () => number} {
  let reads = 0;
  const docs = {
    get loadedVersions() {
      reads += 1;
      return [{docs: []}];
    },
  };
  const allContent = {
    'docusaurus-plugin-content-docs': {'case-studies': docs},
    'docusaurus-plugin-content-blog': {default: {blogPosts: []}},
  } as unknown as AllContent;
  return {allContent, reads: () => reads};
}

describe('readContentCollections (plugins/content-collections)', () => {
  it('reads and validates the content of a locale once, whichever plugin asks first', () => {
    const {allContent, reads} = contentOfOneLocale();
    const first = readContentCollections(allContent);
    expect(readContentCollections(allContent)).toBe(first);
    expect(reads()).toBe(1);
  });

  it("reads another locale's content anew", () => {
    const english = contentOfOneLocale();
    const french = contentOfOneLocale();
    readContentCollections(english.allContent);
    readContentCollections(french.allContent);
    expect([english.reads(), french.reads()]).toEqual([1, 1]);
  });

  it('names the missing content plugin', () => {
    expect(() => readContentCollections({} as AllContent)).toThrow(/the blog is missing/);
  });
});
