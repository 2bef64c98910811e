import type {ReactNode} from 'react';
import clsx from 'clsx';
import IconCard from '@site/src/components/cards/IconCard';
import type {IconName} from '@site/src/data/icons';

interface Item {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

interface Props {
  items: readonly Item[];
  /** Grid modifiers, e.g. `site-grid--3`. */
  className?: string;
}

/** A grid of icon cards with a title and a sentence each. */
export default function IconCardGrid({items, className}: Props): ReactNode {
  return (
    <ul className={clsx('site-grid', className)}>
      {items.map((item) => (
        <IconCard key={item.id} icon={item.icon} title={item.title}>
          <p>{item.description}</p>
        </IconCard>
      ))}
    </ul>
  );
}
