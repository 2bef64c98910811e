import {contactHashAction, scrollTargetTop} from '@site/src/lib/contactHash';
import {detectWebGL, HERO_GLOBE_RADIUS, heroGlobePlacement, shouldLoadHeroScene} from '@site/src/lib/heroScene';
import {readAssetQuery, resolveFavicon} from '@site/src/lib/brandAssets';

describe('a visitor arriving at /contact with a hash', () => {
  it('scrolls to the form for #schedule and #contact-form, to the top clearing any other hash', () => {
    expect(contactHashAction('#schedule')).toEqual({kind: 'scroll-to-form'});
    expect(contactHashAction('#Schedule')).toEqual({kind: 'scroll-to-top-and-clear'});
    expect(contactHashAction('#')).toEqual({kind: 'none'});
  });

  it('sees the form 85 px below the top edge, never above the page', () => {
    expect(scrollTargetTop(500, 100)).toBe(515);
    expect(scrollTargetTop(20, 0)).toBe(0);
  });
});

describe('the home hero’s 3D globe, for a visitor', () => {
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
    const throwing = () =>
      ({
        getContext: () => {
          throw new Error('blocked');
        },
      }) as unknown as HTMLCanvasElement;
    expect(detectWebGL(withWebGL)).toBe(true);
    expect(lose).toHaveBeenCalledTimes(1);
    expect(detectWebGL(throwing)).toBe(false);
  });
});

describe('the home hero’s 3D globe placement', () => {
  // The scene's camera: 45° vertical field of view, 6.5 units from the globe's plane.
  const FOV = 45;
  const CAMERA_Z = 6.5;
  /** The globe's horizontal extent on screen, as fractions of the hero's width (0 left, 1 right). */
  function screenExtent(width: number, height: number): {left: number; right: number; top: number} {
    const {x, y, scale} = heroGlobePlacement(width, height, FOV, CAMERA_Z);
    const halfHeight = Math.tan((FOV * Math.PI) / 360) * CAMERA_Z;
    const halfWidth = (halfHeight * width) / height;
    const radius = HERO_GLOBE_RADIUS * scale;
    return {
      left: 0.5 + (x - radius) / (2 * halfWidth),
      right: 0.5 + (x + radius) / (2 * halfWidth),
      top: 0.5 - (y + radius) / (2 * halfHeight),
    };
  }

  it.each([
    [1280, 760],
    [1920, 900],
  ])('at %i x %i the globe stays right of the text column and on screen', (width, height) => {
    const {left, right} = screenExtent(width, height);
    expect(left).toBeGreaterThanOrEqual(0.59);
    expect(right).toBeLessThanOrEqual(1);
  });

  it.each([
    [390, 760],
    [1024, 700],
  ])('at %i x %i (text across the whole width) the globe sits low, below the middle of the hero', (width, height) => {
    expect(screenExtent(width, height).top).toBeGreaterThan(0.5);
  });
});

describe('the brand asset page', () => {
  it('knows the light and dark favicons and nothing else', () => {
    expect(resolveFavicon('dark')?.src).toBe('/img/favicon-dark.svg');
    expect(resolveFavicon('sepia')).toBeUndefined();
  });

  it('reads the title and description query parameters', () => {
    expect(readAssetQuery('?title=Hello%20World')).toEqual({title: 'Hello World', description: null});
  });
});
