import {gradientStops, renderOgImage, themeOfPage} from '@site/plugins/production-assets/ogImage';

describe('Open Graph images', () => {
  it('use the theme the page declares in its HTML, else the brand theme', () => {
    expect(themeOfPage('<header class="hero" data-theme-id="security">')).toBe('security');
    expect(themeOfPage('<header class=hero data-theme-id=communication>')).toBe('communication');
    expect(themeOfPage('<main><h1>Page</h1></main>')).toBe('brand');
    expect(themeOfPage('<header data-theme-id="not-a-theme">')).toBe('brand');
    expect(gradientStops('brand')).toEqual(['#370065', '#4b1a85', '#6c3fa6']);
  });

  it('render a 1200x630 PNG from a title', async () => {
    const png = await renderOgImage({
      title: 'Cloud & Hosting',
      eyebrow: 'Northbeam Technologies',
      theme: 'infrastructure',
      siteHost: 'www.northbeam.example',
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
});
