import {gradientStops, renderOgImage, themeForRoute} from '@site/plugins/production-assets/ogImage';

describe('Open Graph images', () => {
  it('use the theme of the page: a service page its service theme', () => {
    expect(themeForRoute('/services/cybersecurity-services')).toBe('security');
    expect(themeForRoute('/blog/mfa-setup-quick-tip')).toBe('resources');
    expect(themeForRoute('/')).toBe('brand');
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
