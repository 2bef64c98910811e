/** A plain `<a>` for `mailto:`, `tel:`, downloads and static files, which `Link` would treat as routes. */
import type {ComponentProps, ReactNode} from 'react';

export default function PlainLink(props: ComponentProps<'a'>): ReactNode {
  // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content -- the one place plain links are made; callers pass the content
  return <a {...props} />;
}
