import {headRequestOf, resolveHead} from '@site/src/lib/headState';

describe('what a <Head> element asks for', () => {
  it('reads the title, the html and body attributes and the tags under their HTML names', () => {
    const request = headRequestOf(
      <>
        <html lang="fr-CA" className="plugin-blog" data-has-hydrated={false} />
        <body className="page" />
        <title>
          {'Blogue'}
          {' | Northbeam'}
        </title>
        <meta httpEquiv="refresh" content="0; url=/contact" />
        <link rel="alternate" href="https://example.ca/fr/" hrefLang="fr-CA" />
        <script type="application/ld+json">{'{"@type":"Blog"}'}</script>
      </>,
    );
    expect(request.title).toBe('Blogue | Northbeam');
    expect(request.htmlAttributes).toEqual({lang: 'fr-CA', class: 'plugin-blog', 'data-has-hydrated': 'false'});
    expect(request.bodyAttributes).toEqual({class: 'page'});
    expect(request.tags.meta).toEqual([{'http-equiv': 'refresh', content: '0; url=/contact'}]);
    expect(request.tags.link).toEqual([{rel: 'alternate', href: 'https://example.ca/fr/', hreflang: 'fr-CA'}]);
    expect(request.tags.script).toEqual([{type: 'application/ld+json', innerHTML: '{"@type":"Blog"}'}]);
  });

  it('looks into fragments and arrays, and skips components, text and unset attributes', () => {
    function NotATag() {
      return null;
    }
    const request = headRequestOf([
      <>
        {[<meta key="a" name="description" content="A" />, null, false]}
        <NotATag />
        text
        <meta name="keywords" content={undefined} />
      </>,
    ]);
    expect(request.tags.meta).toEqual([{name: 'description', content: 'A'}, {name: 'keywords'}]);
  });
});

describe('the head that the mounted <Head> elements resolve to', () => {
  const site = headRequestOf(
    <>
      <html lang="en-CA" dir="ltr" />
      <title>Northbeam</title>
      <meta name="description" content="Site" />
      <meta property="og:locale:alternate" content="fr_CA" />
      <link rel="canonical" href="https://example.ca/" />
      <link rel="alternate" href="https://example.ca/fr/" hrefLang="fr-CA" />
    </>,
  );
  const page = headRequestOf(
    <>
      <html className="plugin-pages" />
      <title>About | Northbeam</title>
      <meta name="DESCRIPTION" content="Page" />
      <link rel="canonical" href="https://example.ca/about" />
      <link rel="alternate" href="https://example.ca/fr/about" hrefLang="fr-CA" />
    </>,
  );

  it('lets a later element win: title, attributes merged, tags replaced by name without case', () => {
    const head = resolveHead([site, page]);
    expect(head.title).toBe('About | Northbeam');
    expect(head.htmlAttributes).toEqual({lang: 'en-CA', dir: 'ltr', class: 'plugin-pages'});
    expect(head.tags.meta).toEqual([
      {property: 'og:locale:alternate', content: 'fr_CA'},
      {name: 'DESCRIPTION', content: 'Page'},
    ]);
  });

  it('identifies a canonical link by its rel and other links by their address', () => {
    expect(resolveHead([site, page]).tags.link).toEqual([
      {rel: 'alternate', href: 'https://example.ca/fr/', hreflang: 'fr-CA'},
      {rel: 'canonical', href: 'https://example.ca/about'},
      {rel: 'alternate', href: 'https://example.ca/fr/about', hreflang: 'fr-CA'},
    ]);
  });

  it('keeps the site title when a page asks for none, and an empty title changes nothing', () => {
    expect(resolveHead([site, headRequestOf(<title>{''}</title>)]).title).toBe('Northbeam');
    expect(resolveHead([]).title).toBeUndefined();
  });

  it('keeps two tags of one element with the same identity, and drops tags without one', () => {
    const twice = headRequestOf(
      <>
        <meta property="og:locale:alternate" content="fr_CA" />
        <meta property="og:locale:alternate" content="uk_UA" />
        <meta content="no name" />
      </>,
    );
    expect(resolveHead([twice]).tags.meta).toHaveLength(2);
  });

  it('keeps structured data of different text, and one base address only', () => {
    const data = (text: string) => headRequestOf(<script type="application/ld+json">{text}</script>);
    expect(resolveHead([data('{"a":1}'), data('{"b":2}'), data('{"a":1}')]).tags.script).toEqual([
      {type: 'application/ld+json', innerHTML: '{"b":2}'},
      {type: 'application/ld+json', innerHTML: '{"a":1}'},
    ]);
    const bases = [headRequestOf(<base href="/a/" />), headRequestOf(<base href="/b/" />)];
    expect(resolveHead(bases).tags.base).toEqual([{href: '/b/'}]);
  });
});
