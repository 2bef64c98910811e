import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {HERO_SCENE_DELAY_MS} from '@site/src/data/home';
import {detectWebGL, shouldLoadHeroScene} from '@site/src/lib/heroScene';
import styles from './styles.module.css';

export type HeroSceneState = 'static' | 'loading' | 'active';

interface Props {
  image: {src: string; width: number; height: number};
}

/**
 * The static image (the LCP), and after 5 s, with WebGL, the three.js scene on top; any error
 * removes the scene silently.
 */
export default function HeroScene({image}: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<HeroSceneState>('static');

  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | undefined;
    const fail = () => {
      dispose?.();
      dispose = undefined;
      if (!cancelled) {
        setState('static');
      }
    };
    const timer = window.setTimeout(() => {
      const env = {
        webglAvailable: detectWebGL(),
        prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        failed: false,
      };
      if (!shouldLoadHeroScene(env)) {
        return;
      }
      setState('loading');
      import('./scene')
        .then(({mountHeroScene}) => {
          const container = containerRef.current;
          if (cancelled || !container) {
            return;
          }
          dispose = mountHeroScene(container, fail);
          setState('active');
        })
        .catch(fail);
    }, HERO_SCENE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      dispose?.();
    };
  }, []);

  return (
    <div className={styles.background} data-hero-scene={state} aria-hidden="true">
      <img
        className={styles.image}
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <div ref={containerRef} className={clsx(styles.scene, state === 'active' && styles.sceneVisible)} />
    </div>
  );
}
