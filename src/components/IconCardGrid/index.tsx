import type {ReactNode} from 'react';
import clsx from 'clsx';
import IconCard from '@site/src/components/IconCard';
import type {IconName} from '@site/src/data/icons';

interface Item {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

interface Props {
  items: readonly Item[];
  /** Class of the grid (its columns). */
  className?: string;
  cardClassName?: string;
  iconClassName?: string;
  headingClassName?: string;
  textClassName?: string;
}

/** A grid of icon cards with a title and a sentence each (core values, approach, service features). */
export default function IconCardGrid({
  items,
  className,
  cardClassName,
  iconClassName,
  headingClassName,
  textClassName,
}: Props): ReactNode {
  return (
    <ul className={clsx('site-grid', className)}>
      {items.map((item) => (
        <IconCard
          key={item.id}
          icon={item.icon}
          title={item.title}
          className={cardClassName}
          iconClassName={iconClassName}
          headingClassName={headingClassName}>
          <p className={textClassName}>{item.description}</p>
        </IconCard>
      ))}
    </ul>
  );
}
