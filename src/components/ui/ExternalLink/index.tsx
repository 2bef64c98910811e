import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/**
 * The hidden "(opens in a new tab)" note that tells screen-reader users a link leaves the page in a
 * new tab, with the space that separates it from the link's text. One message for the whole site.
 */
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
  /**
   * Where the hidden note goes: after the children (the default), or `inside` when the children
   * place a `<NewTabNote />` themselves (right after a name, before a description).
   */
  readonly note?: 'end' | 'inside';
};

/** A link to another site, opened in a new tab (`noopener noreferrer`) and announced as such. */
export default function ExternalLink({href, note = 'end', children, ...props}: Props): ReactNode {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {note === 'end' && <NewTabNote />}
    </Link>
  );
}
