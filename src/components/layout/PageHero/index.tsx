import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {pageThemes, type PageThemeId} from '@site/src/data/pageThemes';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  theme: PageThemeId;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The header of every inner page, coloured by its page theme. */
export default function PageHero({theme, eyebrow, title, description, children}: Props): ReactNode {
  const {gradient, patternOpacity, circles} = pageThemes[theme];
  const style = {
    '--hero-gradient': gradient,
    '--hero-pattern-opacity': patternOpacity,
    '--hero-circle-primary': circles.primary,
    '--hero-circle-secondary': circles.secondary,
    '--hero-circle-tertiary': circles.tertiary,
  } as CSSProperties;
  return (
    <header className={styles.hero} style={style} data-theme-id={theme}>
      <span className={clsx(styles.circle, styles.circlePrimary)} aria-hidden="true" />
      <span className={clsx(styles.circle, styles.circleSecondary)} aria-hidden="true" />
      <div className={clsx('container', styles.content)}>
        {eyebrow && <p className="site-hero-badge">{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {description && <div className={styles.description}>{description}</div>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
