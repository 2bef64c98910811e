import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

interface Action {
  label: string;
  link: string;
}

/** The two large buttons on a dark band (the home hero, the service pages' closing band): a solid one and an outline one. */
export default function DarkActions({primary, secondary}: {primary: Action; secondary: Action}): ReactNode {
  return (
    <>
      <Link to={primary.link} className="button button--secondary button--lg">
        {primary.label}
      </Link>
      <Link to={secondary.link} className="button button--outline button--lg button--on-dark">
        {secondary.label}
      </Link>
    </>
  );
}
