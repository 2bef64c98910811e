import {alignFontPreloads, fontUrlsInCss, startTags} from '@site/plugins/production-assets/html';

const preload =
  '<link rel=preload href=/fonts/inter-latin-variable.woff2 as=font type=font/woff2 crossorigin=anonymous>';

describe('fontUrlsInCss', () => {
  it('finds font URLs, quoted or not, and ignores images', () => {
    const css =
      "@font-face{src:url(/assets/fonts/inter-latin-variable-4f2981d8.woff2) format('woff2')}" +
      '.a{background:url("/img/hero.webp")}@font-face{src:url(\'/assets/fonts/mono-0a1b2c3d.woff\')}';
    expect(fontUrlsInCss(css)).toEqual([
      '/assets/fonts/inter-latin-variable-4f2981d8.woff2',
      '/assets/fonts/mono-0a1b2c3d.woff',
    ]);
  });
});

describe('alignFontPreloads', () => {
  it('points a font preload at the hashed copy the stylesheet loads', () => {
    const html = `<head>${preload}<link rel=stylesheet href=/assets/css/styles.css></head>`;
    expect(alignFontPreloads(html, ['/assets/fonts/inter-latin-variable-4f2981d82860061b.woff2'])).toBe(
      '<head><link rel=preload href=/assets/fonts/inter-latin-variable-4f2981d82860061b.woff2 as=font type=font/woff2 crossorigin=anonymous><link rel=stylesheet href=/assets/css/styles.css></head>',
    );
  });

  it('leaves the preload alone when no stylesheet font matches its name', () => {
    const html = `<head>${preload}</head>`;
    expect(
      alignFontPreloads(html, [
        '/assets/fonts/inter-latin-variable-italic-4f2981d8.woff2',
        '/assets/fonts/other-4f2981d8.woff2',
      ]),
    ).toBe(html);
  });

  it('does not touch other preloads or links', () => {
    const html =
      '<link rel=preload href=/img/hero.webp as=image><link rel=icon href=/fonts/inter-latin-variable.woff2>';
    expect(alignFontPreloads(html, ['/assets/fonts/inter-latin-variable-4f2981d8.woff2'])).toBe(html);
  });
});

describe('startTags', () => {
  it.each([
    ['<a class=logo href=/fr/>Accueil</a>', {class: 'logo', href: '/fr/'}],
    ['<a href="/fr/"/>', {href: '/fr/'}],
    ['<link rel=alternate hreflang=en-CA />', {rel: 'alternate', hreflang: 'en-CA'}],
    ["<img src='/img/a.png' alt=''/>", {src: '/img/a.png', alt: ''}],
    ['<br/>', {}],
  ])('reads %s as a browser does', (html, attributes) => {
    expect(startTags(html, ['a', 'link', 'img', 'br']).map((tag) => tag.attributes)).toEqual([attributes]);
  });
});
