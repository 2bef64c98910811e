/**
 * When the home hero may swap its static image for the 3D scene: only when WebGL
 * is available, the visitor has not asked for reduced motion, and no load or render error has
 * occurred. The 5-second delay is applied by the caller before the scene's chunk is requested.
 */
export interface HeroSceneEnvironment {
  webglAvailable: boolean;
  prefersReducedMotion: boolean;
  failed: boolean;
}

export function shouldLoadHeroScene(env: HeroSceneEnvironment): boolean {
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
