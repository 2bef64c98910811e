import type {ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import SectionHeading from '@site/src/components/SectionHeading';
import type {IconName} from '@site/src/data/icons';

interface Props {
  icon: IconName;
  title: ReactNode;
  /** `article` for a card that stands alone (labelled by its heading), `li` inside a list. */
  as?: 'li' | 'article';
  headingLevel?: 'h2' | 'h3';
  /** Id of the heading; an `article` is labelled by it. */
  headingId?: string;
  iconSize?: number;
  className?: string;
  iconClassName?: string;
  headingClassName?: string;
  /** The text and actions below the heading. */
  children?: ReactNode;
}

/** A `site-card` with an icon tile and a heading: the card of the about, legal, resources and service pages. */
export default function IconCard({
  icon,
  title,
  as: As = 'li',
  headingLevel = 'h3',
  headingId,
  iconSize,
  className,
  iconClassName,
  headingClassName,
  children,
}: Props): ReactNode {
  return (
    <As className={clsx('site-card', className)} aria-labelledby={As === 'article' ? headingId : undefined}>
      <span className={clsx('site-icon-tile', iconClassName)}>
        <Icon name={icon} size={iconSize} />
      </span>
      <SectionHeading as={headingLevel} id={headingId} className={headingClassName}>
        {title}
      </SectionHeading>
      {children}
    </As>
  );
}
