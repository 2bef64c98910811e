import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** The hidden "(opens in a new tab)" after a link's text. */
export function NewTabNote(): ReactNode {
  return (
    <span className="visually-hidden">
      {' '}
      <Translate id="externalLink.newTab" description="Hidden note after a link that opens in a new tab">
        (opens in a new tab)
      </Translate>
    </span>
  );
}

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'to' | 'target' | 'rel'> & {
  readonly href: string;
  /** `inside` when the children place a `<NewTabNote />` themselves. */
  readonly note?: 'end' | 'inside';
};

/** A link to another site, in a new tab, announced as such. */
export default function ExternalLink({href, note = 'end', children, ...props}: Props): ReactNode {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {note === 'end' && <NewTabNote />}
    </Link>
  );
}
