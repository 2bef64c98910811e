/**
 * When the home hero may swap its static image for the 3D scene: only when WebGL
 * is available, the visitor has not asked for reduced motion, and no load or render error has
 * occurred. The 5-second delay is applied by the caller before the scene's chunk is requested.
 */
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
/**
 * Heroes at least this wide (the full container width) and this much wider than tall have room
 * beside the text; narrower ones do not.
 */
const WIDE_MIN_WIDTH = 1200;
const WIDE_ASPECT = 1.4;

/**
 * Keeps the globe off the text. The hero's text runs down its left side: on a wide hero the globe
 * fills the right part (its left edge at 60% of the width, wholly on screen); on a narrow
 * one (phones, tablets) the text takes the whole width, so the globe sits low in the right corner,
 * smaller, where the hero's scrim dims it under the text. `fovDegrees` and `cameraZ` are the
 * camera's; the globe is centred on the plane z = 0. Gives its place in scene units and its scale
 * (1 = HERO_GLOBE_RADIUS).
 */
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
