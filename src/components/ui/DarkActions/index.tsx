import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {buttonClass} from '@site/src/components/ui/Button';

interface Action {
  label: string;
  link: string;
}

/** The two large buttons on a dark band. */
export default function DarkActions({primary, secondary}: {primary: Action; secondary: Action}): ReactNode {
  return (
    <>
      <Link to={primary.link} className={buttonClass({variant: 'primary', context: 'hero', onDark: true})}>
        {primary.label}
      </Link>
      <Link to={secondary.link} className={buttonClass({variant: 'secondary', context: 'hero', onDark: true})}>
        {secondary.label}
      </Link>
    </>
  );
}
