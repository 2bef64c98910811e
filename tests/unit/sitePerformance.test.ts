import {assertNoDocsVersions, assertNoLeftOutFeatureConfigured} from '@site/plugins/site-performance';

describe('the features the theme leaves out', () => {
  it('fail the build when an announcement bar is configured', () => {
    expect(() => assertNoLeftOutFeatureConfigured({themeConfig: {}})).not.toThrow();
    expect(() =>
      assertNoLeftOutFeatureConfigured({themeConfig: {announcementBar: {id: 'news', content: 'Now open in Ottawa'}}}),
    ).toThrow(/announcementBar is set.*src\/theme\/AnnouncementBar/);
  });

  it('fail the build when a docs instance has versions', () => {
    const docs = (versions: string[]) => ({
      'docusaurus-plugin-content-docs': {
        'case-studies': {loadedVersions: versions.map((versionName) => ({versionName}))},
      },
    });
    expect(() => assertNoDocsVersions(docs(['current']))).not.toThrow();
    expect(() => assertNoDocsVersions({})).not.toThrow();
    expect(() => assertNoDocsVersions(docs(['current', '1.0']))).toThrow(
      /docs instance 'case-studies' has versions.*DocsPreferredVersionContextProvider/,
    );
  });
});
