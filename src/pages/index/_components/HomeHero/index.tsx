import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import HeroScene from '@site/src/components/HeroScene';
import {homeHero} from '@site/src/data/home';
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
          <Link to={homeHero.primaryAction.link} className="button button--secondary button--lg">
            {homeHero.primaryAction.label}
          </Link>
          <Link to={homeHero.secondaryAction.link} className="button button--outline button--lg button--on-dark">
            {homeHero.secondaryAction.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
