import {classify, cleanTitle, collectFrontMatter, parsePage} from '@site/plugins/search-index';

describe('search index plugin helpers', () => {
  it('classifies routes by URL (blog, case study, service, else page)', () => {
    expect(classify('/blog/mfa-setup-quick-tip')).toBe('blog');
    expect(classify('/case-studies/cuaet-emergency-support')).toBe('case-study');
    expect(classify('/services/cloud-hosting-services')).toBe('service');
    expect(classify('/services')).toBe('page');
    expect(classify('/blog')).toBe('page');
    expect(classify('/about')).toBe('page');
  });

  it('strips the " | {company}" title suffix and calls the home page "Home"', () => {
    expect(cleanTitle('About Us | Northbeam Technologies', 'Northbeam Technologies', '/about')).toBe('About Us');
    expect(cleanTitle('Northbeam Technologies | Managed IT Services in Toronto', 'Northbeam Technologies', '/')).toBe(
      'Home',
    );
    expect(cleanTitle('Plain title', 'Northbeam Technologies', '/x')).toBe('Plain title');
  });

  it('reads title, description, robots, redirects and the main text without scripts or navigation', () => {
    const page = parsePage(`<!doctype html><html><head><title>Cloud | Co</title>
      <meta name="description" content="Cloud hosting.">
      <meta name="robots" content="NOINDEX, follow"></head>
      <body><nav>Menu</nav><main><h1>Cloud&#8203;</h1><p>First</p><p>second <b>part</b></p>
      <script>var x = 1;</script><nav>Crumbs</nav><button>Copy link</button></main><footer>Foot</footer></body></html>`);
    expect(page.title).toBe('Cloud | Co');
    expect(page.description).toBe('Cloud hosting.');
    expect(page.robots).toContain('noindex');
    expect(page.isRedirect).toBe(false);
    expect(page.text).toBe('Cloud First second part');
    expect(parsePage('<meta http-equiv="refresh" content="0; url=/x">').isRedirect).toBe(true);
  });

  it('collects front matter by permalink from any content plugin shape', () => {
    const allContent = {
      'docusaurus-plugin-content-blog': {
        default: {blogPosts: [{id: 'a', metadata: {permalink: '/blog/a', frontMatter: {category: 'Security'}}}]},
      },
      'docusaurus-plugin-content-docs': {
        'case-studies': {loadedVersions: [{docs: [{permalink: '/case-studies/b/', frontMatter: {challenge: 'Hard'}}]}]},
      },
    };
    const found = collectFrontMatter(allContent);
    expect(found.get('/blog/a')).toEqual({category: 'Security'});
    expect(found.get('/case-studies/b')).toEqual({challenge: 'Hard'});
  });
});
