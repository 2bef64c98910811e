import {renderOgImage, themeOfPage} from '@site/plugins/og-images/ogImage';
import {itMaps} from './support/itMaps';

describe('Open Graph images', () => {
  itMaps('use the theme the page declares in its HTML, else the brand theme: %s', themeOfPage, [
    ['<header class="hero" data-theme-id="security">', 'security'],
    ['<header class=hero data-theme-id=communication>', 'communication'],
    ['<main><h1>Page</h1></main>', 'brand'],
    ['<header data-theme-id="not-a-theme">', 'brand'],
  ]);

  it('render a 1200x630 PNG from a title', async () => {
    const png = await renderOgImage({
      title: 'Cloud & Hosting',
      eyebrow: 'Northbeam Technologies',
      tagline: 'Services de TI gérés · Toronto',
      theme: 'infrastructure',
      siteHost: 'www.northbeam.example',
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
});
