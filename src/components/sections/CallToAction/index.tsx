import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {callToActionVariants} from '@site/src/internals/siteData/callToActions';
import SectionHeading from '@site/src/components/sections/SectionHeading';
import styles from './styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

/** The given variant, otherwise a random one (after hydration; the server renders the first). */
export default function CallToAction({variant}: {variant?: string}): ReactNode {
  const fixed = callToActionVariants.find((v) => v.id === variant);
  const [randomIndex, setRandomIndex] = useState<number | null>(null);

  useEffect(() => {
    if (!fixed) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- random only after hydration, so the server markup matches
      setRandomIndex(Math.floor(Math.random() * callToActionVariants.length));
    }
  }, [fixed]);

  const shown = fixed ?? callToActionVariants[randomIndex ?? 0]!;
  return (
    <section
      className={clsx(styles.cta, styles[`align-${shown.textAlign}`], styles[`position-${shown.contentPosition}`])}
      aria-labelledby={`cta-${shown.id}`}
      data-variant={shown.id}
      data-search-exclude="">
      <img
        className={styles.background}
        src={shown.backgroundImage}
        alt=""
        width={1600}
        height={600}
        loading="lazy"
        decoding="async"
        style={{
          objectPosition: shown.backgroundPosition,
          objectFit: shown.backgroundSize === 'contain' ? 'contain' : 'cover',
          transform: shown.backgroundTransform,
        }}
      />
      <div className={clsx('container', styles.inner)}>
        <div className={styles.content}>
          <SectionHeading as="h2" id={`cta-${shown.id}`} className={styles.title}>
            {shown.title}
          </SectionHeading>
          <p className={styles.description}>{shown.description}</p>
          <Link to={shown.buttonLink} className={buttonClass({variant: 'primary', context: 'hero', onDark: true})}>
            {shown.buttonText}
          </Link>
        </div>
      </div>
    </section>
  );
}
