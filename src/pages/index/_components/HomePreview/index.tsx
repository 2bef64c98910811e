import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import TeaserSection from '@site/src/components/sections/TeaserSection';
import styles from '../HomeCaseStudies/styles.module.css';

interface Props extends Omit<ComponentProps<typeof TeaserSection>, 'children'> {
  /** The list page the button leads to, and the button's label. */
  more: {to: string; label: string};
  /** One `<li>` per card. */
  children: ReactNode;
}

/** A home-page preview of a list page: a grid of cards and a button to the full list. */
export default function HomePreview({more, children, ...section}: Props): ReactNode {
  return (
    <TeaserSection {...section}>
      <ul className={clsx('site-grid site-grid--auto', styles.grid)}>{children}</ul>
      <p className={styles.more}>
        <Link to={more.to} className="button button--primary">
          {more.label}
        </Link>
      </p>
    </TeaserSection>
  );
}
