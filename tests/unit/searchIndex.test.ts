import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  buildSearchIndex,
  classify,
  cleanTitle,
  collectionsByRoute,
  parsePage,
  searchIndexLabels,
  toSearchEntry,
  type SearchIndexLabels,
} from '@site/plugins/search-index';
import type {ContentCollections} from '@site/plugins/content-collections';
import {siteDataIn} from '@site/plugins/site-data';
import {serviceSummariesIn} from '../support/services';
import type {CaseStudyFrontMatter} from '@site/src/lib/caseStudies';
import type {PostSummary} from '@site/src/lib/blogPosts';
import {itMaps} from './support/itMaps';

const SITE = 'Northbeam Technologies';

/** The index's words in each language: page titles from site data, category labels from the service files. */
let english: SearchIndexLabels;
let french: SearchIndexLabels;
beforeAll(async () => {
  english = searchIndexLabels(siteDataIn('en-CA'), await serviceSummariesIn('en-CA'));
  french = searchIndexLabels(siteDataIn('fr-CA'), await serviceSummariesIn('fr-CA'));
});

function page(main: string, head = `<title>Page | ${SITE}</title>`): string {
  return `<!doctype html><html><head>${head}</head><body><nav>Menu</nav><main>${main}</main><footer>Foot</footer></body></html>`;
}

const post: PostSummary = {
  id: 12,
  slug: 'mfa-setup-quick-tip',
  permalink: '/blog/mfa-setup-quick-tip',
  title: 'Quick Tip: Setting Up Multi-Factor Authentication the Right Way',
  excerpt: 'A step-by-step guide to rolling out MFA.',
  author: {name: 'Mathieu Lavoie', role: 'Cybersecurity Lead'},
  publishedAt: '2025-03-18T13:00:00.000Z',
  readTime: 12,
  tags: ['security', 'mfa'],
  category: 'Security',
  image: '/img/blog/mfa.svg',
  imageAlt: 'A phone',
  featured: false,
};

const studyFrontMatter: CaseStudyFrontMatter = {
  id: 'email-migration-microsoft-365',
  slug: '/email-migration-microsoft-365',
  caseStudyId: 1,
  title: 'Email Migration to Microsoft 365',
  description: '120 mailboxes moved.',
  client: 'A Toronto non-profit',
  categories: ['cloud-hosting-services', 'cybersecurity-services'],
  service: 'Cloud & Hosting',
  image: '/img/case-studies/email.svg',
  imageAlt: 'Mail',
  challenge: 'An ageing mail server.',
  solution: 'Microsoft 365 with MFA.',
  outcome: 'No lost mail.',
  results: ['120 mailboxes moved'],
  technologies: ['Exchange Online', 'Intune'],
};

const collections: ContentCollections = {
  posts: [post],
  caseStudies: [{permalink: '/case-studies/email-migration-microsoft-365', frontMatter: studyFrontMatter}],
};

describe('search index: which routes are what', () => {
  itMaps('classifies the route %s by its URL as %s', classify, [
    ['/blog/mfa-setup-quick-tip', 'blog'],
    ['/case-studies/cuaet-emergency-support', 'case-study'],
    ['/services/cloud-hosting-services', 'service'],
    ['/services', 'page'],
    ['/blog', 'page'],
    ['/about', 'page'],
  ]);

  it('strips the " | {company}" title suffix and calls the home page "Home"', () => {
    expect(cleanTitle(`About Us | ${SITE}`, SITE, '/about')).toBe('About Us');
    expect(cleanTitle(`${SITE} | Managed IT Services in Toronto`, SITE, '/')).toBe('Home');
    expect(cleanTitle('Plain title', SITE, '/x')).toBe('Plain title');
  });

  it('names the home page and the service category in the language of the build, English without a translation', () => {
    expect(english).toMatchObject({home: 'Home', itServices: 'IT Services'});
    expect(french).toMatchObject({home: 'Accueil', itServices: 'Services de TI'});
    const collections = collectionsByRoute({posts: [], caseStudies: []});
    const home = toSearchEntry(
      '/',
      parsePage(page('<p>x</p>', `<title>${SITE}</title>`)),
      SITE,
      collections,
      '/fr',
      french,
    );
    expect(home?.title).toBe('Accueil');
    const service = toSearchEntry(
      '/services/cloud',
      parsePage(page('<p>x</p>')),
      SITE,
      collections,
      '/fr/services/cloud',
      french,
    );
    expect(service?.category).toBe('Services de TI');
    expect(service?.searchText).toContain('services de ti');
  });
});

describe('search index: reading a built page', () => {
  it('reads title, description, robots, redirects and the main text without scripts or navigation', () => {
    const parsed = parsePage(`<!doctype html><html><head><title>Cloud | Co</title>
      <meta name="description" content="Cloud hosting.">
      <meta name="robots" content="NOINDEX, follow"></head>
      <body><nav>Menu</nav><main><h1>Cloud&#8203;</h1><p>First</p><p>second <b>part</b></p>
      <script>var x = 1;</script><nav>Crumbs</nav><button>Copy link</button></main><footer>Foot</footer></body></html>`);
    expect(parsed.title).toBe('Cloud | Co');
    expect(parsed.description).toBe('Cloud hosting.');
    expect(parsed.robots).toContain('noindex');
    expect(parsed.isRedirect).toBe(false);
    expect(parsed.text).toBe('Cloud\nFirst\nsecond part');
    expect(parsePage('<meta http-equiv="refresh" content="0; url=/x">').isRedirect).toBe(true);
  });

  it('leaves out the back link and the byline of an article, keeping its sentences', () => {
    // The markup of a built blog post: the back link runs straight into the category pill (a chip,
    // left out too: the entry carries the category from the front matter).
    const {text} = parsePage(
      page(`<article><a class="back_x" href="/blog" data-search-exclude=""><svg></svg> <!-- -->Back to Blog</a><header>
        <p class="site-pill">Security</p><h1>Quick Tip: MFA</h1><p>A step-by-step guide.</p>
        <div class="meta" data-search-exclude=""><p><span>Mathieu Lavoie</span><span>Cybersecurity Lead</span></p>
        <p><span><svg></svg><time datetime="2025-03-18">March 18, 2025</time></span><span><svg></svg>12<!-- --> min read</span></p></div>
        </header><div class="markdown"><p>If you do only one security project this year, make it <strong>MFA</strong>.</p></div></article>`),
    );
    expect(text).toBe(
      'Quick Tip: MFA\nA step-by-step guide.\nIf you do only one security project this year, make it MFA.',
    );
  });

  it('leaves out links drawn as buttons ("Discuss Your Needs", "View Case Studies")', () => {
    const {text} = parsePage(
      page(`<header><p>Cloud &amp; Hosting</p><h1>Move to the cloud with confidence</h1><div><p>Planned migrations.</p></div>
        <div class="actions"><a class="button button--secondary" href="/contact">Discuss Your Needs</a><a class="button button--outline" href="/case-studies">View Case Studies</a></div></header>
        <section><h2>How Cloud &amp; Hosting works</h2><p>We move e-mail.</p></section>`),
    );
    expect(text).toBe(
      'Cloud & Hosting\nMove to the cloud with confidence\nPlanned migrations.\nHow Cloud & Hosting works\nWe move e-mail.',
    );
  });

  it('leaves out text only screen readers hear, and keeps adjacent blocks apart', () => {
    const {text} = parsePage(
      page(`<ul><li><h3>Address</h3><address>120 Adelaide Street West<br>Toronto, ON<br>Canada</address>
        <a href="https://maps.example" target="_blank">View on map<span class="visually-hidden"> (opens in a new tab)</span></a></li>
        <li><h3>Phone</h3><a href="tel:+14165550100">(416) 555-0100</a></li></ul><p class="sr-only">Skip</p>
        <div role="status">Loading the contact form…</div><p>Visits<span aria-hidden="true"> · </span>by appointment</p>`),
    );
    expect(text).toBe(
      'Address\n120 Adelaide Street West\nToronto, ON\nCanada\nView on map\nPhone\n(416) 555-0100\nVisits by appointment',
    );
    expect(text).not.toContain('opens in a new tab');
    expect(text).not.toContain('CanadaView');
  });

  it('keeps a name and a date drawn side by side apart, and chips and anything marked data-search-exclude out', () => {
    const {text} = parsePage(
      page(`<article><p><span class="site-pill">AI Strategy</span><span class="site-pill">Featured</span></p><h2>2025: The Year</h2>
        <p><span>Olena Kovalenko</span><time>January 14, 2025</time></p><p data-search-exclude="">Share this</p></article>`),
    );
    expect(text).toBe('2025: The Year\nOlena Kovalenko January 14, 2025');
  });

  it('keeps words inside a sentence together across inline markup', () => {
    const {text} = parsePage(
      page(`<p>multi-<strong>factor</strong> authentication (<abbr>MFA</abbr>), <a href="/x">set up</a> today</p>`),
    );
    expect(text).toBe('multi-factor authentication (MFA), set up today');
  });
});

describe('search index: entries', () => {
  const byRoute = collectionsByRoute(collections);

  it('takes a post’s title, description, category and tags from the content collections', () => {
    const entry = toSearchEntry(
      '/blog/mfa-setup-quick-tip',
      parsePage(page('<p>Body text.</p>', `<title>Other | ${SITE}</title>`)),
      SITE,
      byRoute,
    );
    expect(entry).toMatchObject({
      id: 'blog:/blog/mfa-setup-quick-tip',
      type: 'blog',
      title: post.title,
      description: post.excerpt,
      category: 'Security',
      tags: ['security', 'mfa'],
      content: 'Body text.',
    });
    expect(entry?.searchText).toContain('quick tip');
    expect(entry?.searchText).toContain('body text.');
  });

  /** The search entry of the email-migration case study, with the category labels of one language. */
  const caseStudyEntry = (labels: typeof english) =>
    toSearchEntry(
      '/case-studies/email-migration-microsoft-365',
      parsePage(page('<p>x</p>')),
      SITE,
      byRoute,
      '/case-studies/email-migration-microsoft-365',
      labels,
    );

  it('takes a case study’s service, category labels, technologies, challenge and solution from its front matter', () => {
    const entry = caseStudyEntry(english);
    expect(entry).toMatchObject({
      type: 'case-study',
      title: 'Email Migration to Microsoft 365',
      category: 'Cloud & Hosting',
      challenge: 'An ageing mail server.',
      solution: 'Microsoft 365 with MFA.',
    });
    expect(entry?.tags).toEqual(expect.arrayContaining(['Exchange Online', 'Intune']));
    expect(entry?.tags.length).toBe(4);
  });

  it('tags a case study with the category labels it is given (the build language’s)', () => {
    const entry = caseStudyEntry(french);
    expect(entry?.tags).toEqual(expect.arrayContaining(['Infonuagique et hébergement', 'Cybersécurité et conformité']));
    expect(entry?.tags).not.toContain('Cloud & Hosting');
  });

  it('leaves out noindex pages, redirects and lists under /blog that are not posts', () => {
    const noindex = parsePage(page('<p>x</p>', '<title>T</title><meta name="robots" content="noindex">'));
    expect(toSearchEntry('/brand-guidelines', noindex, SITE, byRoute)).toBeNull();
    const redirect = parsePage(page('', '<meta http-equiv="refresh" content="0; url=/x">'));
    expect(toSearchEntry('/old', redirect, SITE, byRoute)).toBeNull();
    expect(toSearchEntry('/blog/tags/security', parsePage(page('<p>x</p>')), SITE, byRoute)).toBeNull();
  });

  it('builds the index from a build directory without writing to it', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    try {
      writeFileSync(path.join(outDir, 'about.html'), page('<h1>About Us</h1>', `<title>About Us | ${SITE}</title>`));
      mkdirSync(path.join(outDir, 'blog'));
      writeFileSync(path.join(outDir, 'blog', 'mfa-setup-quick-tip.html'), page('<p>Turn on MFA.</p>'));
      writeFileSync(path.join(outDir, '404.html'), page('<h1>Page Not Found</h1>'));
      writeFileSync(path.join(outDir, 'private.html'), page('<p>x</p>'));
      const entries = await buildSearchIndex({
        outDir,
        routesPaths: ['/about/', '/blog/mfa-setup-quick-tip', '/404', '/private', '/missing'],
        routesBuildMetadata: {'/private': {noIndex: true}},
        siteTitle: SITE,
        collections,
      });
      expect(entries.map((entry) => [entry.url, entry.type, entry.title])).toEqual([
        ['/about', 'page', 'About Us'],
        ['/blog/mfa-setup-quick-tip', 'blog', post.title],
      ]);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
