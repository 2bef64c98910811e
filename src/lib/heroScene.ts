/** The 3D hero scene only with WebGL, without reduced motion and without an earlier error. */
export function shouldLoadHeroScene(env: {
  webglAvailable: boolean;
  prefersReducedMotion: boolean;
  failed: boolean;
}): boolean {
  return env.webglAvailable && !env.prefersReducedMotion && !env.failed;
}

/** Probes WebGL support without keeping the context; never throws. */
export function detectWebGL(createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas')): boolean {
  try {
    const canvas = createCanvas();
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) {
      return false;
    }
    (context as WebGLRenderingContext).getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** The globe's radius at scale 1, in scene units. */
export const HERO_GLOBE_RADIUS = 2.2;
/** Heroes this wide and this much wider than tall have room for the globe beside the text. */
const WIDE_MIN_WIDTH = 1200;
const WIDE_ASPECT = 1.4;

/** Keeps the globe off the text: right part of a wide hero, low right corner of a narrow one. */
export function heroGlobePlacement(
  width: number,
  height: number,
  fovDegrees: number,
  cameraZ: number,
): {x: number; y: number; scale: number} {
  const halfHeight = Math.tan((fovDegrees * Math.PI) / 360) * cameraZ;
  const halfWidth = halfHeight * (width / Math.max(height, 1));
  if (width >= WIDE_MIN_WIDTH && width / Math.max(height, 1) >= WIDE_ASPECT) {
    const radius = Math.min(HERO_GLOBE_RADIUS, 0.36 * halfWidth, 0.8 * halfHeight);
    return {x: 0.92 * halfWidth - radius, y: 0, scale: radius / HERO_GLOBE_RADIUS};
  }
  const radius = Math.min(HERO_GLOBE_RADIUS, 0.6 * halfWidth, 0.5 * halfHeight);
  return {x: halfWidth * 0.55, y: -halfHeight * 0.75, scale: radius / HERO_GLOBE_RADIUS};
}
