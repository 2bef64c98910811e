import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {NavigationItem} from '@site/src/data/navigation';
import {ariaCurrentFor, isItemActive} from '@site/src/lib/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'children' | 'aria-current'> & {
  item: NavigationItem;
  pathname: string;
  activeClassName?: string;
};

/** A menu link with the shared active rules (src/lib/navigation). */
export default function NavLink({item, pathname, className, activeClassName, ...props}: Props): ReactNode {
  return (
    <Link
      to={item.path}
      className={clsx(className, isItemActive(item, pathname) && activeClassName)}
      aria-current={ariaCurrentFor(item, pathname)}
      {...props}>
      {item.title}
    </Link>
  );
}
