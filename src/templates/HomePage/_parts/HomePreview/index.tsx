import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import PageSection from '@site/src/components/sections/PageSection';
import styles from '../HomeCaseStudies/styles.module.css';
import {buttonClass} from '@site/src/components/ui/Button';

interface Props extends Omit<ComponentProps<typeof PageSection>, 'children' | 'reveal'> {
  /** The list page the button leads to, and the button's label. */
  readonly more: {readonly to: string; readonly label: string};
  /** One `<li>` per card. */
  readonly children: ReactNode;
}

/** A home-page preview of a list page: a grid of cards and a button to the full list. */
export default function HomePreview({more, children, ...section}: Props): ReactNode {
  return (
    <PageSection reveal {...section}>
      <ul className={clsx('site-grid site-grid--auto', styles.grid)}>{children}</ul>
      <p className={styles.more}>
        <Link to={more.to} className={buttonClass({variant: 'secondary'})}>
          {more.label}
        </Link>
      </p>
    </PageSection>
  );
}
