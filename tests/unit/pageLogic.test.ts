import {columnsForLinkCount} from '@site/src/lib/usefulLinks';
import {contactHashAction, scrollTargetTop} from '@site/src/lib/contactHash';
import {detectWebGL, shouldLoadHeroScene} from '@site/src/lib/heroScene';
import {readAssetQuery, resolveFavicon} from '@site/src/lib/brandAssets';

describe('useful-links grid (1 to 4 columns by link count)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
  ])('%i links use %i columns', (count, columns) => {
    expect(columnsForLinkCount(count)).toBe(columns);
  });

  it('rejects an empty group', () => {
    expect(() => columnsForLinkCount(0)).toThrow('at least one link');
  });
});

describe('contact hash rules', () => {
  it('scrolls to the form for #schedule and #contact-form', () => {
    expect(contactHashAction('#schedule')).toEqual({kind: 'scroll-to-form'});
    expect(contactHashAction('#contact-form')).toEqual({kind: 'scroll-to-form'});
  });

  it('scrolls to the top and clears any other hash', () => {
    expect(contactHashAction('#pricing')).toEqual({kind: 'scroll-to-top-and-clear'});
    expect(contactHashAction('#Schedule')).toEqual({kind: 'scroll-to-top-and-clear'});
  });

  it('does nothing without a hash', () => {
    expect(contactHashAction('')).toEqual({kind: 'none'});
    expect(contactHashAction('#')).toEqual({kind: 'none'});
  });

  it('places the form 85 px below the top edge', () => {
    expect(scrollTargetTop(500, 100)).toBe(515);
    expect(scrollTargetTop(20, 0)).toBe(0);
  });
});

describe('hero 3D scene decision', () => {
  const ok = {webglAvailable: true, prefersReducedMotion: false, failed: false};

  it('loads only with WebGL, without reduced motion and without a previous error', () => {
    expect(shouldLoadHeroScene(ok)).toBe(true);
    expect(shouldLoadHeroScene({...ok, webglAvailable: false})).toBe(false);
    expect(shouldLoadHeroScene({...ok, prefersReducedMotion: true})).toBe(false);
    expect(shouldLoadHeroScene({...ok, failed: true})).toBe(false);
  });

  it('detects WebGL from the canvas and never throws', () => {
    const lose = jest.fn();
    const withWebGL = () =>
      ({
        getContext: (kind: string) => (kind === 'webgl2' ? {getExtension: () => ({loseContext: lose})} : null),
      }) as unknown as HTMLCanvasElement;
    const withoutWebGL = () => ({getContext: () => null}) as unknown as HTMLCanvasElement;
    const throwing = () =>
      ({
        getContext: () => {
          throw new Error('blocked');
        },
      }) as unknown as HTMLCanvasElement;
    expect(detectWebGL(withWebGL)).toBe(true);
    expect(lose).toHaveBeenCalledTimes(1);
    expect(detectWebGL(withoutWebGL)).toBe(false);
    expect(detectWebGL(throwing)).toBe(false);
  });
});

describe('brand asset page', () => {
  it('knows the light and dark favicons and nothing else', () => {
    expect(resolveFavicon('light')?.src).toBe('/img/favicon-light.svg');
    expect(resolveFavicon('dark')?.src).toBe('/img/favicon-dark.svg');
    expect(resolveFavicon('sepia')).toBeUndefined();
    expect(resolveFavicon(undefined)).toBeUndefined();
  });

  it('reads the title and description query parameters', () => {
    expect(readAssetQuery('?title=Hello%20World&description=Short')).toEqual({
      title: 'Hello World',
      description: 'Short',
    });
    expect(readAssetQuery('')).toEqual({title: null, description: null});
  });
});
