import type {ReactNode} from 'react';
import clsx from 'clsx';
import DarkActions from '@site/src/components/ui/DarkActions';
import HeroScene from '@site/src/components/ui/HeroScene';
import {homeHero} from '@site/src/internals/siteData/home';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The home hero, behind the transparent fixed header. */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <HeroScene image={homeHero.image} />
      <div className={`container ${styles.content}`}>
        <p className={clsx('site-hero-badge', styles.badge)}>{homeHero.badge}</p>
        <Heading as="h1" className={styles.title}>
          {homeHero.title}
        </Heading>
        <p className={styles.description}>{homeHero.description}</p>
        <div className={styles.actions}>
          <DarkActions primary={homeHero.primaryAction} secondary={homeHero.secondaryAction} />
        </div>
      </div>
    </header>
  );
}
