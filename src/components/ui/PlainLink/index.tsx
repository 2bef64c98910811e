/**
 * A plain `<a>` for `mailto:` and `tel:` addresses, downloads and static files, which Docusaurus's
 * `Link` would open in a new tab or check as routes. Pages and other websites use `Link`.
 */
import type {ComponentProps, ReactNode} from 'react';

export default function PlainLink(props: ComponentProps<'a'>): ReactNode {
  // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content -- the one place plain links are made; callers pass the content
  return <a {...props} />;
}
