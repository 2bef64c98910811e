/**
 * A plain `<a>` for links that are not pages of this site: `mailto:` and `tel:` addresses,
 * downloads and static files. Docusaurus's `Link` would open `mailto:`/`tel:` in a new tab (it
 * treats every non-internal URL as external) and would check static files as if they were
 * routes. Pages of this site use `Link`; other websites use `Link` too (it adds the new-tab
 * attributes itself).
 */
import type {ComponentProps, ReactNode} from 'react';

export default function PlainLink(props: ComponentProps<'a'>): ReactNode {
  // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-has-content -- the one place plain links are made; callers pass the content
  return <a {...props} />;
}
